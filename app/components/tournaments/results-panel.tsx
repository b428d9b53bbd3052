import ChevronDown from "lucide-react/icons/chevron-down";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { LevelTag } from "~/components/players/level-tag";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ALL_RESULTS_FILTER, filterResultGroups, groupResults, resultGroupFilterOptions, visiblePlayers } from "~/domain/results";
import { playerPath } from "~/domain/slugs";
import type { RegisteredPlayer, ResultRow } from "~/server/tournaments";

export const PLACEMENT_LABELS: Record<string, string> = { champion: "Campeón", runner_up: "Subcampeón", semifinal: "Semifinal" };

/**
 * 'Resultados del Torneo' (docs/product.md §4.5): results grouped by 'type - category' in the category order, a
 * category filter, players named 'unknown' hidden. `renderRemove` adds the remove control an
 * authorised user sees on the first player of each entry.
 */
export function ResultsPanel({ results, renderRemove }: { results: ResultRow[]; renderRemove?: (row: ResultRow) => ReactNode }) {
  const groups = groupResults(results);
  const options = resultGroupFilterOptions(groups.map((g) => g.key));
  const [filter, setFilter] = useState<string>(ALL_RESULTS_FILTER);
  const shown = filterResultGroups(groups, filter);
  return (
    <Card data-testid="results-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Resultados del Torneo</CardTitle>
        {options.length > 2 ? (
          <div className="w-40">
            <NativeSelect aria-label="Filtrar por categoría" value={filter} onChange={(e) => setFilter(e.target.value)}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <p className="text-muted-foreground">No hay resultados disponibles para la categoría seleccionada</p>
        ) : (
          shown.map((group, index) => (
            <section key={group.key}>
              {/* On a phone only the first group starts open, so the cards after the panel stay within reach (app.css). */}
              <details open={index === 0} className="collapse-on-phone group">
                <summary className="mb-2 flex cursor-pointer list-none items-center justify-between gap-2 rounded-md lg:cursor-auto [&::-webkit-details-marker]:hidden">
                  <h3 className="font-semibold">{group.key}</h3>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground lg:hidden">
                    {group.entries.length}
                    <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                  </span>
                </summary>
                <ul className="flex flex-col gap-2">
                  {group.entries.map((row) => {
                    const players = visiblePlayers([row.player1, ...(row.player2 ? [row.player2] : [])]);
                    return (
                      <li key={row.id} className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2">
                        <Badge variant={row.placement === "champion" ? "default" : "secondary"}>
                          {PLACEMENT_LABELS[row.placement] ?? row.placement}
                        </Badge>
                        {players.map((p, index) => (
                          <span key={p.id} className="flex items-center gap-1.5">
                            {index > 0 ? <span className="text-muted-foreground">/</span> : null}
                            <Avatar src={p.image} name={p.name} className="size-7" />
                            <Link to={playerPath(p)} className="hover:underline">
                              {p.name}
                            </Link>
                            {index === 0 && renderRemove ? renderRemove(row) : null}
                          </span>
                        ))}
                      </li>
                    );
                  })}
                </ul>
              </details>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 'Jugadores Inscritos': confirmed registrations, or a drawn category's pairs (docs/product.md §4.2), tabs 'Todos'
 * plus one per type, groups 'type - category'.
 * `typeLabels` names each category type present (`categoryTypeLabel`, worked out by the loader).
 */
export function RegisteredPlayers({
  registrations,
  typeLabels,
}: {
  registrations: RegisteredPlayer[];
  typeLabels: Record<string, string>;
}) {
  if (registrations.length === 0) return null;
  const typeLabel = (type: string) => typeLabels[type] ?? type;
  const types = [...new Set(registrations.map((r) => r.categoryType))];
  const groupsOf = (rows: RegisteredPlayer[]) => {
    const map = new Map<string, RegisteredPlayer[]>();
    for (const row of rows) {
      const key = `${typeLabel(row.categoryType)} - ${row.category}`;
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return [...map.entries()];
  };
  const list = (rows: RegisteredPlayer[]) =>
    groupsOf(rows).map(([key, entries]) => (
      <section key={key} className="mb-3">
        <h3 className="mb-1 text-sm font-semibold">{key}</h3>
        <ul className="flex flex-col gap-1.5">
          {entries.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Avatar src={r.userImage} name={r.userName} className="size-7" />
              <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
                {r.player ? (
                  <Link to={playerPath(r.player)} className="hover:underline">
                    {r.player.name}
                  </Link>
                ) : (
                  <span>{r.userName}</span>
                )}
                <LevelTag level={r.levels.first} />
              </span>
              {r.partner ? (
                <>
                  <span className="text-muted-foreground">/</span>
                  <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
                    <Link to={playerPath(r.partner)} className="hover:underline">
                      {r.partner.name}
                    </Link>
                    <LevelTag level={r.levels.partner} />
                  </span>
                </>
              ) : (
                <Badge variant="outline">Sin pareja</Badge>
              )}
            </li>
          ))}
        </ul>
      </section>
    ));
  return (
    <Card data-testid="registered-players">
      <CardHeader>
        <CardTitle>Jugadores Inscritos</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="todos">
          <TabsList aria-label="Tipo de categoría">
            <TabsTrigger value="todos">Todos</TabsTrigger>
            {types.map((t) => (
              <TabsTrigger key={t} value={t}>
                {typeLabel(t)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="todos">{list(registrations)}</TabsContent>
          {types.map((t) => (
            <TabsContent key={t} value={t}>
              {list(registrations.filter((r) => r.categoryType === t))}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
