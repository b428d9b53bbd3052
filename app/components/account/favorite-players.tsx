import { Heart } from "lucide-react";
import { Link } from "react-router";
import { ResultLine } from "~/components/players/played-matches";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { IsoDate } from "~/domain/calendar";
import { formatPlayDay } from "~/lib/format";
import type { FavoriteOverview } from "~/server/players";

/** 'Sábado 5 de diciembre, 10:30 · Cancha 2', or the tournament alone when the match is not on the order of play yet. */
function when(next: NonNullable<FavoriteOverview["next"]>): string | null {
  if (!next.day || !next.start) return null;
  return [`${formatPlayDay(next.day as IsoDate)}, ${next.start}`, next.court].filter(Boolean).join(" · ");
}

/** 'Mis favoritos' (docs/product.md §8.2): each followed player with the next match and the latest result. */
export function FavoritePlayers({ favorites }: { favorites: FavoriteOverview[] }) {
  return (
    <Card data-testid="favorite-players">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Mis favoritos
        </CardTitle>
      </CardHeader>
      <CardContent>
        {favorites.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <Heart className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">
              Aún no sigues a ningún jugador. Toca el corazón en el perfil de un jugador para verlo aquí con su próximo partido y su último
              resultado.
            </p>
            <Button asChild variant="outline">
              <Link to="/jugadores-padel-puebla">Ver jugadores</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Jugadores favoritos">
            {favorites.map((fav) => (
              <li key={fav.id} className="flex gap-3 py-4 text-sm">
                <Avatar src={fav.image} name={fav.name} className="size-10 shrink-0" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link to={fav.href} className="text-base font-semibold hover:underline">
                    {fav.name}
                  </Link>
                  <div>
                    <span className="font-medium">Próximo partido: </span>
                    {fav.next ? (
                      <>
                        <Link to={fav.next.tournament.href} className="hover:underline">
                          {fav.next.tournament.title}
                        </Link>{" "}
                        · {fav.next.category} · {fav.next.label}
                        {when(fav.next) ? (
                          <>
                            {" "}
                            ·{" "}
                            <Link to={fav.next.orderOfPlayHref} className="text-primary hover:underline">
                              {when(fav.next)}
                            </Link>
                          </>
                        ) : (
                          " · Horario por confirmar"
                        )}
                      </>
                    ) : (
                      <span className="text-muted-foreground">Sin partidos programados</span>
                    )}
                  </div>
                  <div>
                    <span className="font-medium">Último resultado: </span>
                    {fav.last ? (
                      <>
                        <ResultLine sentence={fav.last.result.sentence} />
                        <span className="text-muted-foreground">
                          <Link to={fav.last.tournament.href} className="hover:underline">
                            {fav.last.tournament.title}
                          </Link>{" "}
                          · {fav.last.category} · {fav.last.label}
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">Sin resultados todavía</span>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
