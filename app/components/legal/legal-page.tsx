import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent } from "~/components/ui/card";

import { PRIVACY_PATH, TERMS_PATH } from "./paths";

/** The privacy notice and terms (issue 16): one layout, a date of last change and links between them. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Última actualización: {updated}</p>
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4 p-6 leading-relaxed [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          {children}
        </CardContent>
      </Card>
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to={PRIVACY_PATH} className="text-primary underline-offset-4 hover:underline">
          Aviso de privacidad
        </Link>
        <Link to={TERMS_PATH} className="text-primary underline-offset-4 hover:underline">
          Términos y condiciones
        </Link>
      </p>
    </div>
  );
}
