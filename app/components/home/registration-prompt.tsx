import { Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

/** The player registration prompt of the home page (?openPlayerRegistration=true), leading to /unete-dagos. */
export default function RegistrationPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl font-semibold">Regístrate como jugador</DialogTitle>
        <DialogDescription>
          Déjanos tus datos de jugador para recibir noticias de torneos, promociones de los clubs y la bienvenida a la comunidad por
          WhatsApp.
        </DialogDescription>
        <Button asChild className="justify-self-start">
          <Link to="/unete-dagos" onClick={() => onOpenChange(false)}>
            <Users aria-hidden />
            Únete ahora
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
