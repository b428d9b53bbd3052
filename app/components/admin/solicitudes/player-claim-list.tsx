import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { STATUS_LABELS, canReview, type ReviewStatus } from "~/domain/requests";
import { playerPath } from "~/domain/slugs";
import { formatLongDate } from "~/lib/format";
import type { PlayerClaimRow } from "~/server/admin";
import { LinkButtons, ReviewButtons } from "./review-buttons";

/** '¿Eres tú?' claims of player profiles (ADR 0006): linked at once, reviewed here. */
export function PlayerClaimList({ claims }: { claims: PlayerClaimRow[] }) {
  return (
    <section aria-labelledby="reclamos-title" className="space-y-3 pt-6">
      <h2 id="reclamos-title" className="text-xl font-semibold">
        Reclamos de perfil de jugador
      </h2>
      <p className="text-sm text-muted-foreground">
        Cuando alguien dice «¿Eres tú?» su cuenta queda conectada al jugador al instante. Rechazar o «Deshacer vinculación» desconecta el
        perfil y la cuenta ya no puede volver a reclamarlo.
      </p>
      {claims.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          No hay reclamos con estos filtros.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {claims.map((claim) => (
            <li key={claim.id}>
              <Card>
                <CardHeader className="gap-2 pb-3">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="outline">Reclamo de perfil</Badge>
                    <Badge variant="secondary">{STATUS_LABELS[claim.status as ReviewStatus] ?? claim.status}</Badge>
                  </div>
                  <h3 className="text-lg font-semibold leading-tight">{claim.user.name}</h3>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <p className="text-muted-foreground wrap-anywhere">{claim.user.email}</p>
                  <p>
                    Reclama a{" "}
                    <Link to={playerPath(claim.player)} className="font-medium text-primary underline-offset-4 hover:underline">
                      {claim.player.name}
                    </Link>
                    {claim.player.linkedUserId !== claim.user.id && " (ya no está conectado a esta cuenta)"}
                  </p>
                  <p className="text-muted-foreground">Creado: {formatLongDate(claim.createdAt)}</p>
                  {canReview(claim.status as ReviewStatus) ? (
                    <ReviewButtons id={claim.id} name={claim.user.name} kind="reclamo" />
                  ) : claim.player.linkedUserId === claim.user.id ? (
                    <LinkButtons playerId={claim.player.id} playerName={claim.player.name} />
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
