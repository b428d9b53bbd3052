// The organiser's tools on a category's draw page (administrators and the tournament's organisers): the
// entries, format and rules, making and publishing the draw, results. A chunk of its own: visitors never
// download it.
import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { NewPlayerSheet } from "~/components/players/new-player-sheet";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { IntentForm, useIntentFetcher } from "~/components/ui/intent-form";
import {
  AUTO_GROUP_SPLIT,
  type GroupSplit,
  groupSizesText,
  groupSplitChoices,
  groupSplitLabel,
  groupSplitValue,
  splitGroups,
} from "~/domain/draw-groups";
import { DRAW_FORMAT_LABELS, DRAW_FORMATS } from "~/domain/play";
import { SCORE_EXAMPLE } from "~/domain/match-result";
import { DEUCE_RULE_LABELS, DEUCE_RULES, type ScoreRules } from "~/domain/score-rules";
import { cn } from "~/lib/utils";
import type { FormReply } from "~/lib/form-reply";
import type { DrawView, DrawMatchView, StaleMatchReply } from "~/server/play";

type IntentFetcher = ReturnType<typeof useIntentFetcher>;

function Section({ title, children, className = "flex flex-col gap-3" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/**
 * 'Retirar' opens its confirmation in place (a native <details>: it works before JavaScript loads), which
 * says what follows (docs/product.md §10.1); only 'Sí, retirar pareja' posts, with confirm=1.
 */
function Withdraw({
  entry,
  note,
  disabled,
  fetcher,
}: {
  entry: DrawView["entries"][number];
  note: string;
  disabled: boolean;
  fetcher: IntentFetcher;
}) {
  return (
    <details className="group open:basis-full" data-testid="withdraw">
      <summary
        className={cn(
          "cursor-pointer list-none rounded-md px-3 py-1.5 text-sm font-medium text-destructive hover:bg-muted [&::-webkit-details-marker]:hidden",
          "group-open:w-fit",
          disabled && "pointer-events-none opacity-50",
        )}
        aria-disabled={disabled || undefined}
      >
        Retirar
      </summary>
      <div className="mt-2 flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <p className="font-medium">¿Retirar a {entry.name}?</p>
        <p>{note}</p>
        <IntentForm intent="withdraw-entry" className="flex flex-wrap gap-2" fetcher={fetcher}>
          <input type="hidden" name="entryId" value={entry.entryId} />
          <input type="hidden" name="confirm" value="1" />
          <Button type="submit" variant="destructive" size="sm" disabled={disabled}>
            Sí, retirar pareja
          </Button>
        </IntentForm>
      </div>
    </details>
  );
}

function Entries({ draw, unpaired }: { draw: DrawView | null; unpaired: { registrationId: number; name: string }[] }) {
  const [player1, setPlayer1] = useState<PickedPlayer | null>(null);
  const [player2, setPlayer2] = useState<PickedPlayer | null>(null);
  const locked = draw?.entriesLocked ?? false;
  const inPlay = draw !== null && (draw.status === "published" || draw.hasResults);
  // One for every 'Retirar': its answer (the toast) outlives the form, which goes with the withdrawn pair.
  const withdrawals = useIntentFetcher();
  return (
    <Section title={`Parejas inscritas (${draw?.entries.length ?? 0})`} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <IntentForm intent="import-entries">
          <Button type="submit" disabled={locked}>
            Cargar inscripciones confirmadas
          </Button>
        </IntentForm>
        <IntentForm intent="lock-entries">
          <input type="hidden" name="locked" value={locked ? "false" : "true"} />
          <Button type="submit" variant="outline">
            {locked ? "Abrir inscripciones" : "Cerrar inscripciones"}
          </Button>
        </IntentForm>
      </div>
      {draw && draw.entries.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" data-testid="draw-entries">
          {draw.entries.map((entry) => (
            <li key={entry.entryId} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1 basis-48">
                {entry.seed ? <span className="mr-1 text-xs text-muted-foreground">[{entry.seed}]</span> : null}
                {entry.name}
                {entry.withdrawn ? (
                  <Badge variant="outline" className="ml-2">
                    Retirada
                  </Badge>
                ) : null}
              </span>
              {entry.withdrawn ? null : (
                <>
                  <IntentForm intent="seed" className="flex items-center gap-1">
                    <input type="hidden" name="entryId" value={entry.entryId} />
                    <Input
                      name="seed"
                      type="number"
                      min={1}
                      className="w-16"
                      defaultValue={entry.seedOverride ?? ""}
                      aria-label={`Preclasificado de ${entry.name}`}
                    />
                    <Button type="submit" variant="outline" size="sm">
                      Fijar
                    </Button>
                  </IntentForm>
                  <Withdraw
                    entry={entry}
                    note={draw.withdrawalNotes[entry.entryId] ?? ""}
                    disabled={locked && !inPlay}
                    fetcher={withdrawals}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Aún no hay parejas en esta categoría.</p>
      )}
      {unpaired.length >= 2 ? (
        <IntentForm intent="pair-registrations" className="flex flex-col gap-2">
          <p className="text-sm font-medium">Inscripciones individuales sin pareja</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(["registration1Id", "registration2Id"] as const).map((name, index) => (
              <NativeSelect key={name} name={name} aria-label={`Jugador ${index + 1}`} defaultValue={unpaired[index]?.registrationId}>
                {unpaired.map((row) => (
                  <option key={row.registrationId} value={row.registrationId}>
                    {row.name}
                  </option>
                ))}
              </NativeSelect>
            ))}
          </div>
          <Button type="submit" variant="outline" disabled={locked}>
            Formar pareja
          </Button>
        </IntentForm>
      ) : unpaired.length === 1 ? (
        <p className="text-sm text-muted-foreground">{unpaired[0]!.name} se inscribió sin pareja.</p>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-border pt-3">
        <p className="text-sm font-medium">Añadir pareja</p>
        <NewPlayerSheet
          intent="add-player"
          title="Añadir nuevo jugador"
          description="El jugador quedará disponible para añadirlo a una pareja."
          nameMinLength={3}
          onAdded={(created) => (player1 ? setPlayer2(created) : setPlayer1(created))}
        />
        <IntentForm intent="add-entry" className="flex flex-col gap-2">
          <PlayerPicker label="Jugador 1" name="player1Id" value={player1} onChange={setPlayer1} excludeIds={player2 ? [player2.id] : []} />
          <PlayerPicker label="Jugador 2" name="player2Id" value={player2} onChange={setPlayer2} excludeIds={player1 ? [player1.id] : []} />
          <Button type="submit" variant="outline" disabled={locked || !player1 || !player2}>
            Añadir pareja
          </Button>
        </IntentForm>
      </div>
    </Section>
  );
}

/**
 * How many groups, or how many pairs in each: the choices the pairs entered now can make (and the saved
 * one, even if they no longer can), with the groups it makes said below.
 */
function GroupSplitField({ draw }: { draw: DrawView | null }) {
  const entries = draw?.entries.filter((entry) => !entry.withdrawn).length ?? 0;
  const saved = draw?.groupSplit ?? null;
  const [value, setValue] = useState(groupSplitValue(saved));
  const choices = groupSplitChoices(entries);
  if (saved && !choices.some((choice) => groupSplitValue(choice) === groupSplitValue(saved))) choices.push(saved);
  const chosen = choices.find((choice) => groupSplitValue(choice) === value) ?? null;
  const sizes = splitGroups(entries, chosen);
  const option = (choice: GroupSplit) => (
    <option key={groupSplitValue(choice)} value={groupSplitValue(choice)}>
      {groupSplitLabel(choice)}
    </option>
  );
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="draw-group-split">Grupos</Label>
      <NativeSelect
        id="draw-group-split"
        name="groupSplit"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby="draw-group-split-note"
      >
        <option value={AUTO_GROUP_SPLIT}>Automático (grupos de 4 si se puede)</option>
        <optgroup label="Número de grupos">{choices.filter((choice) => choice.kind === "count").map(option)}</optgroup>
        <optgroup label="Parejas por grupo">{choices.filter((choice) => choice.kind === "size").map(option)}</optgroup>
      </NativeSelect>
      <p id="draw-group-split-note" className={cn("text-sm", sizes.ok || !chosen ? "text-muted-foreground" : "text-destructive")}>
        {sizes.ok ? groupSizesText(entries, sizes.value) : sizes.message}
      </p>
    </div>
  );
}

function Settings({ draw, defaultRules }: { draw: DrawView | null; defaultRules: ScoreRules }) {
  const rules = draw?.rules ?? defaultRules;
  const [format, setFormat] = useState(draw?.format ?? "elimination");
  return (
    <Section title="Formato y reglas" className="">
      <IntentForm intent="settings" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="draw-format">Formato</Label>
          <NativeSelect id="draw-format" name="format" value={format} onChange={(e) => setFormat(e.target.value as typeof format)}>
            {DRAW_FORMATS.map((value) => (
              <option key={value} value={value}>
                {DRAW_FORMAT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {format === "groups" ? (
          <>
            <GroupSplitField draw={draw} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="draw-qualifiers">Pasan por grupo</Label>
              <NativeSelect id="draw-qualifiers" name="qualifiersPerGroup" defaultValue={String(draw?.qualifiersPerGroup ?? 1)}>
                <option value="1">La primera pareja</option>
                <option value="2">Las dos primeras parejas</option>
              </NativeSelect>
            </div>
          </>
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="consolation" defaultChecked={draw?.consolation ?? false} />
            Cuadro de consolación
          </label>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="draw-sets">Sets</Label>
            <NativeSelect id="draw-sets" name="numberOfSets" defaultValue={String(rules.numberOfSets)}>
              <option value="3">Al mejor de 3 sets</option>
              <option value="1">1 set</option>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="draw-deuce">Punto de oro</Label>
            <NativeSelect id="draw-deuce" name="deuceRule" defaultValue={rules.deuceRule}>
              {DEUCE_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {DEUCE_RULE_LABELS[rule].title}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="tieBreak" defaultChecked={rules.tieBreak} />
          Tie-break a 6-6
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="superTieBreak" defaultChecked={rules.superTieBreak} />
          Super tie-break en lugar del tercer set
        </label>
        <Button type="submit" variant="outline" disabled={draw?.hasResults}>
          Guardar formato
        </Button>
      </IntentForm>
    </Section>
  );
}

function MakeDraw({ draw }: { draw: DrawView | null }) {
  const drawn = draw !== null && draw.status !== "entries";
  return (
    <Section title="Sorteo">
      <p className="text-sm text-muted-foreground">
        {draw?.status === "published"
          ? draw.hasResults
            ? "El cuadro está publicado: todos lo pueden ver."
            : "El cuadro está publicado: todos lo pueden ver. Mientras no tenga resultados puedes despublicarlo para cambiar las parejas."
          : drawn
            ? "El cuadro está hecho pero solo lo ven los organizadores. Publícalo para que todos lo vean."
            : "Los preclasificados salen del ranking de la categoría o del nivel de las parejas; los empates se sortean."}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <IntentForm intent="generate" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Preclasificar por</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="seedBy" value="points" defaultChecked={draw?.seedBy !== "level"} />
              Puntos del ranking
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="seedBy" value="level" defaultChecked={draw?.seedBy === "level"} />
              Nivel de la pareja (promedio de sus dos jugadores)
            </label>
          </fieldset>
          <Button type="submit" disabled={draw?.hasResults}>
            {drawn ? "Volver a sortear" : "Generar cuadro"}
          </Button>
        </IntentForm>
        {drawn && draw.status !== "published" ? (
          <IntentForm intent="publish">
            <Button type="submit" variant="outline">
              Publicar cuadro
            </Button>
          </IntentForm>
        ) : null}
        {/* Back to a draft while no match has a result (§10.1): only its organisers see it again. */}
        {draw?.status === "published" && !draw.hasResults ? (
          <IntentForm intent="unpublish">
            <Button type="submit" variant="outline">
              Despublicar cuadro
            </Button>
          </IntentForm>
        ) : null}
      </div>
    </Section>
  );
}

function playable(draw: DrawView): DrawMatchView[] {
  const all = [...draw.groups.flatMap((group) => group.matches), ...draw.mainRounds, ...draw.consolationRounds].flatMap((item) =>
    "matches" in item ? item.matches : [item],
  );
  return all.filter((match) => !match.bye && match.a && match.b);
}

/**
 * The result form as it was opened: its match, that match's version and result then, and `count`, which
 * opening it was (the form's key: its fields, uncontrolled, keep what is typed until it is opened again).
 */
type OpenForm = { matchId: number; version: number; score: string; count: number };

const openOn = (match: DrawMatchView, count = 0): OpenForm => ({
  matchId: match.id,
  version: match.version,
  score: match.scoreAsTyped ?? "",
  count,
});

const nextToPlay = (matches: DrawMatchView[]) => matches.find((m) => !m.score) ?? matches[0];

/**
 * Enters a match's result. The page's data is revalidated by every live update (another editor's result,
 * a scorer's point): the open form keeps its match, its version and what was typed, so a save made on a
 * match that changed meanwhile is refused with the match as it is now (match-version.ts), and the form
 * then goes on from that version: saving again replaces the result it was shown.
 */
function Results({ draw }: { draw: DrawView }) {
  const matches = playable(draw);
  const [open, setOpen] = useState<OpenForm | null>(() => {
    const first = nextToPlay(matches);
    return first ? openOn(first) : null;
  });
  const reopen = (match: DrawMatchView | undefined) => setOpen((form) => (match ? openOn(match, (form?.count ?? 0) + 1) : null));
  // The open match is no longer playable (the draw was made again, its pairs changed): the next one opens.
  const chosen = matches.find((m) => m.id === open?.matchId) ?? nextToPlay(matches);
  const form = chosen && open?.matchId === chosen.id ? open : chosen ? openOn(chosen) : null;
  // A refusal does not revalidate the page by itself: a stale save's asks for the match as it is now.
  const revalidator = useRevalidator();
  const onReply = (reply: FormReply<StaleMatchReply>) => {
    const stale = reply.data;
    if (stale) {
      setOpen((current) => (current?.matchId === stale.matchId ? { ...current, version: stale.now.version } : current));
      void revalidator.revalidate();
    } else if (reply.ok) {
      // Saved: on to the next match to play (cleared: the same match, open again on its new version).
      reopen(reply.intent === "clear-result" ? matches.find((m) => m.id === open?.matchId) : nextToPlay(matches));
    }
  };
  // One pair of fetchers per opening: a refusal's message stays with the opening it answers.
  const opening = `${form?.matchId}-${form?.count}`;
  const saving = useIntentFetcher<StaleMatchReply>({ key: `result-${opening}`, onReply });
  const clearing = useIntentFetcher<StaleMatchReply>({ key: `clear-result-${opening}`, onReply });
  if (!chosen || !form) return null;
  const label = (m: DrawMatchView) => `${m.label}: ${m.result ?? `${m.a!.name} vs ${m.b!.name}`}`;
  return (
    <Section title="Resultados">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="result-match">Partido</Label>
        <NativeSelect
          id="result-match"
          value={String(chosen.id)}
          onChange={(e) => reopen(matches.find((m) => String(m.id) === e.target.value))}
        >
          {matches.map((m) => (
            <option key={m.id} value={m.id}>
              {label(m)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Keyed by its opening only: a live update re-renders it and leaves what is typed in its fields. */}
      <IntentForm intent="result" className="flex flex-col gap-3" fetcher={saving} key={opening}>
        <input type="hidden" name="matchId" value={chosen.id} />
        <input type="hidden" name="version" value={form.version} />
        <p className="text-sm" data-testid="result-now">
          <span className="text-muted-foreground">Resultado guardado: </span>
          {chosen.result ?? "sin resultado"}
          {chosen.version !== form.version ? (
            <Badge variant="outline" className="ml-2 border-amber-500 text-amber-700 dark:text-amber-300">
              Cambió mientras editabas
            </Badge>
          ) : null}
        </p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="result-score">Resultado</Label>
          <Input id="result-score" name="score" placeholder={SCORE_EXAMPLE} defaultValue={form.score} autoComplete="off" />
          <p className="text-xs text-muted-foreground">
            Sets separados por espacios, los juegos de {chosen.a!.name} primero; W.O. o “ret.” con la pareja ganadora.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="result-winner">Ganadora (W.O. o retiro)</Label>
          <NativeSelect id="result-winner" name="winner" defaultValue="">
            <option value="">Según el resultado</option>
            <option value="a">{chosen.a!.name}</option>
            <option value="b">{chosen.b!.name}</option>
          </NativeSelect>
        </div>
        <Button type="submit">Guardar resultado</Button>
      </IntentForm>
      {chosen.score ? (
        <IntentForm intent="clear-result" fetcher={clearing}>
          <input type="hidden" name="matchId" value={chosen.id} />
          <input type="hidden" name="version" value={form.version} />
          <Button type="submit" variant="outline" className="w-full">
            Borrar resultado
          </Button>
        </IntentForm>
      ) : null}
    </Section>
  );
}

export function DrawEditor({
  draw,
  unpaired,
  defaultRules,
}: {
  draw: DrawView | null;
  unpaired: { registrationId: number; name: string }[];
  defaultRules: ScoreRules;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="draw-editor">
      {draw && draw.status !== "entries" ? <Results draw={draw} /> : null}
      <MakeDraw draw={draw} />
      <Entries draw={draw} unpaired={unpaired} />
      <Settings draw={draw} defaultRules={defaultRules} />
    </div>
  );
}
