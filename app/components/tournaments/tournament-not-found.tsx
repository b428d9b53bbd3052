import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export const TOURNAMENT_NOT_FOUND_TITLE = "Torneo no encontrado";

/** The 404 of a tournament's pages (its order of play, its draws): the same words as the tournament page's. */
export function TournamentNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{TOURNAMENT_NOT_FOUND_TITLE}</title>
      <h1 className="text-3xl font-bold">{TOURNAMENT_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">El torneo que buscas no existe o ha sido eliminado.</p>
      <Button asChild>
        <Link to="/torneos-padel-puebla">Ver todos los torneos</Link>
      </Button>
    </div>
  );
}
