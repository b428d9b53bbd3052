import { BookOpen, Camera, type LucideIcon, Pause, Play, RotateCcw, Share2, SquarePlus, Undo2, X } from "lucide-react";
import { useCallback, useMemo, useRef, type ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { DeferredDialog, type LazyComponent } from "~/lib/page-weight/lazy-component";
import { rulesOf, type StoredMatch } from "~/domain/match-settings";
import { elapsedMs, isTimerRunning, scoreMatch } from "~/domain/score";
import { shareText } from "~/domain/score-format";
import { LiveShareCard, livePath, syncStatusText } from "./live-share-card";
import { FinalResult, MatchSummary } from "./match-summary";
import { Scoreboard } from "./scoreboard";
import { downloadScreenshot, shareOrCopy } from "./share";
import { useMatchSync } from "./use-match-sync";
import { useNow } from "./use-now";
import { useScoreBanner } from "./use-score-banner";
import type { ConfirmDialog, FirstServeDialog, RulesDialog } from "./score-dialogs";
import type { ScoreAction } from "./use-stored-match";

const BIG = "h-14 text-base";

const rulesTrigger = (
  <Button variant="outline" className={BIG}>
    <BookOpen aria-hidden />
    Reglas
  </Button>
);

/**
 * The dialogs, one chunk the route sets up (page-weight wrappers live in route files). FirstServeDialog is
 * always rendered, so the chunk loads right after the scoreboard shows (and before the connection can drop
 * mid-match); the others render on first use.
 */
export type ScoreDialogs = {
  FirstServeDialog: LazyComponent<ComponentProps<typeof FirstServeDialog>>;
  RulesDialog: LazyComponent<ComponentProps<typeof RulesDialog>>;
  ConfirmDialog: LazyComponent<ComponentProps<typeof ConfirmDialog>>;
};

/** A control that asks before doing something that cannot be undone. */
function ConfirmButton({
  Dialog,
  icon: Icon,
  label,
  ...dialog
}: {
  Dialog: ScoreDialogs["ConfirmDialog"];
  icon: LucideIcon;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const trigger = (
    <Button variant="outline" className={BIG}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
  return <DeferredDialog dialog={Dialog} props={{ ...dialog, trigger }} trigger={trigger} />;
}

/** Step 2: the live scoreboard on the scorer's phone (docs/product.md §9.2). */
export function Scorer({
  match,
  signedIn,
  dispatch,
  markSynced,
  onNewMatch,
  dialogs: { FirstServeDialog, RulesDialog, ConfirmDialog },
}: {
  match: StoredMatch;
  signedIn: boolean;
  dispatch: (action: ScoreAction) => void;
  markSynced: (synced: number) => void;
  onNewMatch: () => void;
  dialogs: ScoreDialogs;
}) {
  const { settings } = match;
  const state = useMemo(() => scoreMatch(rulesOf(settings), match.events), [settings, match.events]);
  const now = useNow(isTimerRunning(state.timer));
  const elapsed = elapsedMs(state.timer, now);
  const banner = useScoreBanner(state, settings);
  const syncStatus = useMatchSync(match, settings.shareLive || signedIn, markSynced);
  const board = useRef<HTMLDivElement>(null);
  const playing = state.phase === "playing";
  const finished = state.phase === "finished";

  const point = useCallback((team: "team1" | "team2") => dispatch({ type: "point", team }), [dispatch]);

  const screenshot = async () => {
    if (!board.current) return;
    try {
      await downloadScreenshot(board.current, `padel-score-${new Date().toISOString().slice(0, 10)}.png`);
      toast({ type: "success", title: "Captura guardada" });
    } catch {
      toast({ type: "error", title: "Error", description: "No se pudo guardar la captura" });
    }
  };

  const share = async () => {
    try {
      const outcome = await shareOrCopy({
        title: "Resultado Padel Score",
        text: shareText(settings, state, elapsed),
        url: settings.shareLive ? `${window.location.origin}${livePath(match.id)}` : undefined,
      });
      if (outcome === "copied") toast({ type: "success", title: "Resultado copiado" });
    } catch {
      toast({ type: "error", title: "Error", description: "No se pudo compartir el resultado" });
    }
  };

  return (
    <div className="grid gap-4">
      <FirstServeDialog
        open={state.phase === "not-started"}
        settings={settings}
        onChoose={(server) => dispatch({ type: "start", server })}
        onBack={onNewMatch}
      />

      <Scoreboard
        ref={board}
        settings={settings}
        score={state}
        elapsed={elapsed}
        paused={state.timer.paused}
        banner={banner}
        onPoint={point}
      />

      <FinalResult settings={settings} score={state} />

      <div className="grid grid-cols-2 gap-2" role="group" aria-label="Controles del partido">
        <Button variant="secondary" className={BIG} disabled={!state.canUndo} onClick={() => dispatch({ type: "undo" })}>
          <Undo2 aria-hidden />
          Deshacer
        </Button>
        {state.timer.paused ? (
          <Button variant="secondary" className={BIG} disabled={!playing} onClick={() => dispatch({ type: "resume" })}>
            <Play aria-hidden />
            Reanudar
          </Button>
        ) : (
          <Button variant="secondary" className={BIG} disabled={!playing} onClick={() => dispatch({ type: "pause" })}>
            <Pause aria-hidden />
            Pausar
          </Button>
        )}
        <Button
          variant="outline"
          className={BIG}
          disabled={!playing || state.points.team1 + state.points.team2 === 0}
          onClick={() => dispatch({ type: "reset-game" })}
        >
          <X aria-hidden />
          Reiniciar juego
        </Button>
        <ConfirmButton
          icon={RotateCcw}
          label="Reiniciar partido"
          title="¿Reiniciar el partido?"
          description="El marcador y el cronómetro vuelven a cero y se elige de nuevo quién saca."
          confirmLabel="Reiniciar"
          onConfirm={() => dispatch({ type: "reset-match" })}
          Dialog={ConfirmDialog}
        />
        <Button variant="outline" className={BIG} onClick={screenshot}>
          <Camera aria-hidden />
          Guardar captura
        </Button>
        <Button variant="outline" className={BIG} onClick={share}>
          <Share2 aria-hidden />
          Compartir
        </Button>
        <DeferredDialog dialog={RulesDialog} props={{ settings, trigger: rulesTrigger }} trigger={rulesTrigger} />
        {finished ? (
          <Button className={BIG} onClick={onNewMatch}>
            <SquarePlus aria-hidden />
            Nuevo partido
          </Button>
        ) : (
          <ConfirmButton
            icon={SquarePlus}
            label="Nuevo partido"
            title="¿Empezar un partido nuevo?"
            description="Este partido se cerrará en este teléfono y volverás a la configuración."
            confirmLabel="Nuevo partido"
            onConfirm={onNewMatch}
            Dialog={ConfirmDialog}
          />
        )}
      </div>

      {settings.shareLive ? (
        <LiveShareCard id={match.id} status={syncStatus} finished={finished} />
      ) : (
        signedIn && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="sync-status">
            {syncStatusText(syncStatus)}
          </p>
        )
      )}

      <MatchSummary settings={settings} score={state} elapsed={elapsed} />
    </div>
  );
}
