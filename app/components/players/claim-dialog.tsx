import type { ReactElement } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import type { PlayerPageData } from "~/server/players";
import { useSignedIn } from "~/components/account/visitor";

/** '¿Eres tú?': claim this profile (signed in) or sign in first. */
export function ClaimDialog({
  data,
  trigger,
  defaultOpen,
}: {
  data: PlayerPageData;
  /** The '¿Eres tú?' button, the same element the page shows before this chunk loads. */
  trigger: ReactElement;
  defaultOpen?: boolean;
}) {
  const location = useLocation();
  const signedIn = useSignedIn() || data.viewer.signedIn;
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Eres tú?</DialogTitle>
          <DialogDescription>
            Si eres {data.player.name}, reclama este perfil para conectarlo a tu cuenta. Un administrador revisará la solicitud.
          </DialogDescription>
        </DialogHeader>
        {signedIn ? (
          <Form method="post" action={`/api/players/${data.player.id}/claim`}>
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit">Reclamar perfil</Button>
            </DialogFooter>
          </Form>
        ) : (
          <DialogFooter>
            <p className="text-sm font-medium">Necesitas iniciar sesión</p>
            <Button asChild>
              <Link to={`/auth?redirect=${encodeURIComponent(data.path)}`}>Iniciar sesión</Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
