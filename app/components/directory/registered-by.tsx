import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** For administrators: who registered a club or coach through the public forms. */
export function RegisteredBy({ account }: { account: { name: string; email: string } | null }) {
  if (!account) return null;
  return (
    <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">
      Registrado por {account.name} ({account.email})
    </p>
  );
}

/** The frame of a club's or coach's edit view: back link, heading, who registered it. */
export function EditPageShell({
  backLabel,
  title,
  name,
  registeredBy,
  children,
}: {
  backLabel: string;
  title: string;
  name: string;
  registeredBy: { name: string; email: string } | null;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to=".">
          <ArrowLeft aria-hidden />
          {backLabel}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-muted-foreground">{name}</p>
      <RegisteredBy account={registeredBy} />
      {children}
    </div>
  );
}
