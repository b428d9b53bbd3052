import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A pair's players as links to their profiles: 'Ana López / Sofía Ruiz'. */
export function PairNames({ players, linkClassName }: { players: readonly { href: string; name: string }[]; linkClassName?: string }) {
  return players.map((player, index) => (
    <span key={player.href}>
      {index > 0 ? " / " : null}
      <Link to={player.href} className={cn("hover:underline", linkClassName)}>
        {player.name}
      </Link>
    </span>
  ));
}
