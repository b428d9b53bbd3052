import { useEffect, useRef, useState } from "react";
import type { MatchSettings } from "~/domain/match-settings";
import { GAME_BANNER_MS, type ScoreState, WINNER_BANNER_MS } from "~/domain/score";
import { playersLine } from "~/domain/score-format";

/**
 * 'Juego para {team}' for 2 s after each game won, and the winner for 5 s when the match ends
 * (docs/product.md §9.2). Nothing is shown for the score found on load or after an undo.
 */
export function useScoreBanner(
  score: Pick<ScoreState, "lastGame" | "phase" | "winner">,
  settings: Pick<MatchSettings, "team1" | "team2">,
): string | null {
  const [banner, setBanner] = useState<string | null>(null);
  const seen = useRef({ games: score.lastGame?.count ?? 0, finished: score.phase === "finished" });
  const games = score.lastGame?.count ?? 0;
  const finished = score.phase === "finished";

  useEffect(() => {
    const before = seen.current;
    seen.current = { games, finished };
    let text: string | null = null;
    let duration = 0;
    if (finished && !before.finished && score.winner) {
      // A pair is its two players ('ganan'), as the final result reads (finalResultText).
      text = `¡${playersLine(settings, score.winner)} ganan el partido!`;
      duration = WINNER_BANNER_MS;
    } else if (games > before.games && score.lastGame) {
      text = `Juego para ${settings[score.lastGame.winner].name}`;
      duration = GAME_BANNER_MS;
    }
    setBanner(text);
    if (!text) return;
    const timeout = setTimeout(() => setBanner(null), duration);
    return () => clearTimeout(timeout);
    // Only a change in games or phase shows a banner.
  }, [games, finished]);

  return banner;
}
