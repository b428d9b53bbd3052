import { CharacterCount } from "~/components/ui/character-count";
import { ArrowRight } from "lucide-react";
import { type ComponentType, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { Switch } from "~/components/ui/switch";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { CATEGORY_TYPES, RANKING_CATEGORIES } from "~/domain/categories";
import type { ClubOption, MatchSettings, StoredMatch } from "~/domain/match-settings";
import {
  categoryLabel,
  DEFAULT_RULES,
  DEFAULT_TEAM_NAMES,
  DEUCE_RULE_LABELS,
  DEUCE_RULES,
  PLAYER_NAME_MAX,
  TEAM_NAME_MAX,
  type TeamId,
  TEAMS,
} from "~/domain/score-rules";
import type { LinkPlayersProps } from "./link-players";
import { loadMatchSetup } from "./use-stored-match";

type Draft = Omit<MatchSettings, "clubId" | "clubName" | "lineup"> & { clubId: string };

const EMPTY_DRAFT: Draft = {
  team1: { name: "", players: ["", ""] },
  team2: { name: "", players: ["", ""] },
  ...DEFAULT_RULES,
  clubId: "",
  category: "Open",
  categoryType: "Varonil",
  shareLive: false,
};

function draftFrom(last: MatchSettings | null, clubs: readonly ClubOption[]): Draft {
  if (!last) return EMPTY_DRAFT;
  const { lineup: _, ...settings } = last;
  const clubKnown = clubs.some((club) => club.id === last.clubId);
  return { ...settings, clubId: clubKnown ? String(last.clubId) : "" };
}

/** Step 1 (docs/product.md §9.1). 'Continuar' is enabled once the four players and the club are filled. */
export function SetupForm({
  clubs,
  clubsError,
  lastSettings,
  linkPlayers: LinkPlayers,
  onContinue,
  onBegin,
}: {
  clubs: readonly ClubOption[];
  clubsError: boolean;
  /** A signed-in owner may link the players' profiles (issue 35): the route's lazy card, given only to them. */
  linkPlayers?: ComponentType<LinkPlayersProps>;
  lastSettings: MatchSettings | null;
  onContinue: (match: StoredMatch) => void;
  /** Called when the visitor starts filling in the form (e.g. to load the next step ahead of time). */
  onBegin?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(lastSettings, clubs));
  const [errors, setErrors] = useState<string[]>([]);
  const [linked, setLinked] = useState<(PickedPlayer | null)[]>([null, null, null, null]);
  const id = useId();
  const club = clubs.find((c) => String(c.id) === draft.clubId);
  const ready = TEAMS.every((team) => draft[team].players.every((name) => name.trim() !== "")) && club !== undefined;

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setTeam = (team: TeamId, patch: Partial<Draft[TeamId]>) =>
    setDraft((current) => ({ ...current, [team]: { ...current[team], ...patch } }));
  const setPlayer = (team: TeamId, index: 0 | 1, name: string) =>
    setDraft((current) => {
      const players: [string, string] = [...current[team].players];
      players[index] = name;
      return { ...current, [team]: { ...current[team], players } };
    });

  // Linking a player writes their name in the place's name field while it is empty.
  const link = (place: number, picked: PickedPlayer | null) => {
    setLinked((current) => current.map((p, i) => (i === place ? picked : p)));
    const [team, index] = [TEAMS[Math.floor(place / 2)]!, (place % 2) as 0 | 1];
    if (picked && draft[team].players[index].trim() === "") setPlayer(team, index, picked.name);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!club) return;
    const { newMatch } = await loadMatchSetup();
    const lineup = linked.map((p) => p?.id ?? null);
    const result = newMatch({
      ...(LinkPlayers && lineup.some((playerId) => playerId !== null) ? { lineup } : {}),
      ...draft,
      team1: { ...draft.team1, name: draft.team1.name.trim() || DEFAULT_TEAM_NAMES.team1 },
      team2: { ...draft.team2, name: draft.team2.name.trim() || DEFAULT_TEAM_NAMES.team2 },
      superTieBreak: draft.numberOfSets === 3 && draft.superTieBreak,
      clubId: club.id,
      clubName: club.name,
    });
    if ("errors" in result) setErrors(result.errors);
    else onContinue(result.match);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={onBegin}
      className="grid gap-4"
      aria-label="Configuración del partido"
      noValidate
    >
      <div className="grid gap-4 md:grid-cols-2">
        {TEAMS.map((team, t) => (
          <Card key={team}>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Equipo {t + 1}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${team}-name`}>Nombre del equipo</Label>
                <Input
                  id={`${id}-${team}-name`}
                  value={draft[team].name}
                  aria-describedby={`${id}-${team}-name-count`}
                  placeholder={DEFAULT_TEAM_NAMES[team]}
                  autoComplete="off"
                  className="h-11"
                  onChange={(e) => setTeam(team, { name: e.target.value })}
                />
                <CharacterCount id={`${id}-${team}-name-count`} length={draft[team].name.trim().length} max={TEAM_NAME_MAX} />
              </div>
              {([0, 1] as const).map((index) => (
                <div key={index} className="grid gap-1.5">
                  <Label htmlFor={`${id}-${team}-p${index}`}>
                    Jugador {index + 1} <span className="text-destructive">*</span>
                  </Label>
                  <Input
                    id={`${id}-${team}-p${index}`}
                    value={draft[team].players[index]}
                    aria-describedby={`${id}-${team}-p${index}-count`}
                    required
                    autoComplete="off"
                    className="h-11"
                    onChange={(e) => setPlayer(team, index, e.target.value)}
                  />
                  <CharacterCount
                    id={`${id}-${team}-p${index}-count`}
                    length={draft[team].players[index].trim().length}
                    max={PLAYER_NAME_MAX}
                  />
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>

      {LinkPlayers && <LinkPlayers linked={linked} onLink={link} />}

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">Reglas del partido</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">¿Cómo se juega el 40-40?</legend>
            <RadioGroup
              value={draft.deuceRule}
              onValueChange={(value) => update({ deuceRule: value as Draft["deuceRule"] })}
              className="sm:grid-cols-3"
              aria-label="¿Cómo se juega el 40-40?"
            >
              {DEUCE_RULES.map((rule) => (
                <RadioCard
                  key={rule}
                  id={`${id}-deuce-${rule}`}
                  value={rule}
                  title={DEUCE_RULE_LABELS[rule].title}
                  description={DEUCE_RULE_LABELS[rule].description}
                />
              ))}
            </RadioGroup>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Número de sets</legend>
            <RadioGroup
              value={String(draft.numberOfSets)}
              onValueChange={(value) => update({ numberOfSets: value === "1" ? 1 : 3 })}
              className="grid-cols-2"
              aria-label="Número de sets"
            >
              <RadioCard id={`${id}-sets-1`} value="1" title="1 set" />
              <RadioCard id={`${id}-sets-3`} value="3" title="Mejor de 3" />
            </RadioGroup>
          </fieldset>
          <SwitchRow
            id={`${id}-tiebreak`}
            title="Tie-break en 6-6"
            description="A 7 puntos con 2 de diferencia. Sin tie-break, el set sigue hasta sacar 2 juegos de ventaja."
            checked={draft.tieBreak}
            onCheckedChange={(tieBreak) => update({ tieBreak })}
          />
          <SwitchRow
            id={`${id}-super`}
            title="Súper tie-break en lugar del tercer set"
            description="A 10 puntos con 2 de diferencia, si van 1 set a 1."
            checked={draft.numberOfSets === 3 && draft.superTieBreak}
            disabled={draft.numberOfSets !== 3}
            onCheckedChange={(superTieBreak) => update({ superTieBreak })}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">Club y categoría</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-club`}>
              Club <span className="text-destructive">*</span>
            </Label>
            <NativeSelect
              id={`${id}-club`}
              value={draft.clubId}
              required
              disabled={clubs.length === 0}
              onChange={(e) => update({ clubId: e.target.value })}
            >
              <option value="">Selecciona un club</option>
              {clubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            {clubsError ? (
              <p className="text-sm text-destructive">Error cargando clubes</p>
            ) : (
              clubs.length === 0 && <p className="text-sm text-muted-foreground">No se encontraron clubes.</p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>Categoría</Label>
            <NativeSelect
              id={`${id}-category`}
              value={draft.category}
              onChange={(e) => update({ category: e.target.value as Draft["category"] })}
            >
              {RANKING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-type`}>Tipo de categoría</Label>
            <NativeSelect
              id={`${id}-type`}
              value={draft.categoryType}
              onChange={(e) => update({ categoryType: e.target.value as Draft["categoryType"] })}
            >
              {CATEGORY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <SwitchRow
            id={`${id}-live`}
            title="Compartir marcador en vivo"
            description="Cualquiera con el enlace podrá seguir el partido en tiempo real. Solo este teléfono puede cambiar el marcador."
            checked={draft.shareLive}
            onCheckedChange={(shareLive) => update({ shareLive })}
          />
        </CardContent>
      </Card>

      {errors.length > 0 && (
        <ul role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}

      <Button type="submit" size="lg" className="h-14 text-lg" disabled={!ready}>
        Continuar
        <ArrowRight aria-hidden />
      </Button>
      {!ready && (
        <p className="-mt-2 text-center text-sm text-muted-foreground">
          Escribe los nombres de los cuatro jugadores y elige el club para continuar.
        </p>
      )}
    </form>
  );
}

function SwitchRow({
  id,
  title,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-base">
          {title}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} />
    </div>
  );
}
