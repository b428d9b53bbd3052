import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

/** Shown instead of a registration form to anonymous visitors (000 §8: 'Inicio de sesión requerido'). */
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
