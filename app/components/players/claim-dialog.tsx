import { useId, type ReactElement } from "react";
import { CharacterCount, useTextLength } from "~/components/ui/character-count";
import { Label } from "~/components/ui/label";
import { PLAYER_REPORT_MAX as REPORT_MAX } from "~/lib/schemas/player";
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
            Si eres {data.player.name}, reclama este perfil: queda conectado a tu cuenta al instante. Un administrador puede deshacer la
            vinculación si el perfil no es tuyo.
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

/**
 * 'Este perfil no es mío' (docs/product.md §6.3): on one's own profile it unlinks the account and tells the
 * administrators; on a profile linked to another account it reports the link for an administrator to review.
 */
export function ReportDialog({ data, trigger, defaultOpen }: { data: PlayerPageData; trigger: ReactElement; defaultOpen?: boolean }) {
  const location = useLocation();
  const id = useId();
  const [length, onInput] = useTextLength("");
  const own = data.viewer.isMe;
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{own ? "Este perfil no es mío" : "¿Este perfil es tuyo?"}</DialogTitle>
          <DialogDescription>
            {own
              ? `Si no eres ${data.player.name}, desconectamos este perfil de tu cuenta ahora y avisamos a un administrador.`
              : `Este perfil está conectado a otra cuenta. Si eres ${data.player.name}, avisa a un administrador: revisará la vinculación y puede deshacerla.`}
          </DialogDescription>
        </DialogHeader>
        <Form method="post" action={`/api/players/${data.player.id}/report`} className="flex flex-col gap-4">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-message`}>¿Qué pasa con este perfil?</Label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={REPORT_MAX}
              required
              aria-describedby={`${id}-count`}
              onInput={onInput}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            />
            <CharacterCount id={`${id}-count`} length={length} max={REPORT_MAX} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant={own ? "destructive" : "default"}>
              {own ? "Desconectar y reportar" : "Enviar reporte"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
