import { Link } from "react-router";

/** 'Anotar': a match's Padel Score page, shown to the tournament's editors and the match's players. */
export function ScoreLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="mt-1 inline-flex min-h-9 w-fit items-center rounded-md border border-primary px-3 text-sm font-medium text-primary hover:bg-primary/10"
    >
      Anotar
    </Link>
  );
}
