import { useState } from "react";
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
import type { MatchSettings } from "~/domain/match-settings";
import { DEUCE_RULE_LABELS, DEUCE_RULES, type TeamId, TEAMS } from "~/domain/score-rules";
import { namedByPlayers, playersLine, teamName } from "~/domain/score-format";

/** Opens when the match has not started: choosing who serves starts the match and the timer. */
export function FirstServeDialog({
  open,
  settings,
  onChoose,
  onBack,
}: {
  open: boolean;
  settings: MatchSettings;
  onChoose: (team: TeamId) => void;
  onBack: () => void;
}) {
  return (
    <Dialog open={open}>
      <DialogContent hideClose onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>¿Qué equipo saca primero?</DialogTitle>
          <DialogDescription>El partido y el cronómetro empiezan al elegir.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {TEAMS.map((team) => (
            <Button
              key={team}
              size="lg"
              className="h-auto min-h-16 flex-col items-start gap-0.5 whitespace-normal py-3 text-left"
              onClick={() => onChoose(team)}
            >
              <span className="text-lg font-bold">Saca {teamName(settings, team)}</span>
              {namedByPlayers(settings, team) ? null : (
                <span className="text-sm font-normal opacity-90">{playersLine(settings, team)}</span>
              )}
            </Button>
          ))}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onBack}>
            Cambiar configuración
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The scoring rules of this match, in words. */
export function RulesDialog({
  settings,
  trigger,
  defaultOpen,
}: {
  settings: MatchSettings;
  trigger: React.ReactNode;
  defaultOpen?: boolean;
}) {
  const deuce = DEUCE_RULE_LABELS[settings.deuceRule];
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reglas de puntuación</DialogTitle>
          <DialogDescription>
            Este partido: {settings.numberOfSets === 1 ? "1 set" : "mejor de 3 sets"}, {deuce.title.toLowerCase()}
            {settings.tieBreak ? ", tie-break en 6-6" : ""}
            {settings.superTieBreak ? ", súper tie-break en lugar del tercer set" : ""}.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          <li>Los puntos de cada juego van 0, 15, 30, 40 y juego.</li>
          <li>
            En 40-40 (iguales):
            <ul className="mt-1 grid list-[circle] gap-1 pl-5">
              {DEUCE_RULES.map((rule) => (
                <li key={rule} className={rule === settings.deuceRule ? "font-semibold" : undefined}>
                  {DEUCE_RULE_LABELS[rule].title}: {DEUCE_RULE_LABELS[rule].description}
                </li>
              ))}
            </ul>
          </li>
          <li>Cada juego ganado cambia el saque al otro equipo.</li>
          <li>Un set se gana con 6 juegos y 2 de diferencia.</li>
          <li>
            Tie-break (si está activado, en 6-6): gana quien llegue a 7 puntos con 2 de diferencia. Saca primero el equipo al que le tocaba,
            un punto; después cada equipo saca dos puntos seguidos.
          </li>
          <li>Súper tie-break (si está activado, con 1 set a 1): igual que el tie-break, pero a 10 puntos.</li>
          <li>Gana el partido quien gane más de la mitad de los sets.</li>
          <li>«Deshacer» quita el último punto; puedes deshacer hasta el inicio del partido.</li>
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Entendido</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before doing something that cannot be undone; `trigger` is the control that opens it. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  defaultOpen = false,
}: {
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" size="lg">
              Cancelar
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            size="lg"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
