import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { useServerToast } from "~/components/ui/toaster";
import type { ToastMessage } from "~/lib/toast";

/** Shown instead of a registration form to anonymous visitors (docs/product.md §2.3: 'Inicio de sesión requerido'). */
export function SignInRequired({ signInTo }: { signInTo: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6">
        <h2 className="text-lg font-semibold">Inicio de sesión requerido</h2>
        <p className="text-muted-foreground">Debes iniciar sesión para continuar</p>
        <Button asChild>
          <Link to={signInTo}>
            <LogIn aria-hidden />
            Iniciar sesión
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The registration routes' clientLoader: a signed-in visitor's client navigation waits for the form's
 * chunk, so the page appears with its form (a first visit renders it on the server, and anonymous
 * visitors never load it).
 */
export async function loadWithForm<T extends { signedIn: boolean }>(
  serverLoader: () => Promise<T>,
  form: { preload: () => Promise<unknown> },
) {
  const data = await serverLoader();
  if (data.signedIn) await form.preload().catch(() => {});
  return data;
}

/**
 * The frame of a registration page (club, coach, tournament): heading, lead, and the form in a card for
 * signed-in visitors or the sign-in prompt for anonymous ones; shows the action's toast.
 */
export function RegistrationPage({
  title,
  lead,
  signedIn,
  signInTo,
  toast,
  children,
}: {
  title: string;
  lead: string;
  signedIn: boolean;
  signInTo: string;
  toast: ToastMessage | null | undefined;
  children: ReactNode;
}) {
  useServerToast(toast ?? null);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-muted-foreground">{lead}</p>
      <div className="mt-6">
        {signedIn ? (
          <Card>
            <CardContent className="p-6">{children}</CardContent>
          </Card>
        ) : (
          <SignInRequired signInTo={signInTo} />
        )}
      </div>
    </div>
  );
}
