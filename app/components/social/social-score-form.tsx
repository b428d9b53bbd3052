import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { IntentForm } from "~/components/ui/intent-form";
import type { SocialMatchView } from "~/server/social";

/**
 * A match's points (issue 32), from the organisers' page or a round's score link, with the version this screen showed: if someone else saved in between,
 * the server refuses and says so. Played to points, typing one side's points fills in the other's.
 */
export function SocialScoreForm({ match, pointsPerMatch }: { match: SocialMatchView; pointsPerMatch: number | null }) {
  const [points, setPoints] = useState<[string, string]>(match.points ? [String(match.points[0]), String(match.points[1])] : ["", ""]);
  const type = (side: 0 | 1, value: string) => {
    const other =
      pointsPerMatch !== null && /^\d+$/.test(value) && Number(value) <= pointsPerMatch ? String(pointsPerMatch - Number(value)) : null;
    setPoints(side === 0 ? [value, other ?? points[1]] : [other ?? points[0], value]);
  };
  const field = (side: 0 | 1) => {
    const team = side === 0 ? match.team1 : match.team2;
    return (
      <Input
        name={side === 0 ? "points1" : "points2"}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={`Puntos de ${team[0].name} y ${team[1].name}`}
        className="w-16 text-center tabular-nums"
        value={points[side]}
        onChange={(e) => type(side, e.target.value)}
      />
    );
  };
  return (
    <IntentForm intent={`score:${match.id}`} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="matchId" value={match.id} />
      <input type="hidden" name="version" value={match.version} />
      {field(0)}
      <span aria-hidden>-</span>
      {field(1)}
      <Button type="submit" size="sm" variant="outline" disabled={points[0] === "" || points[1] === ""}>
        {match.points ? "Corregir" : "Guardar"}
      </Button>
    </IntentForm>
  );
}
