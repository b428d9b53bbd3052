import { ScheduleCard } from "./schedule-card";
import { ArrowLeft, CalendarDays, LayoutGrid, MapPin, MessageCircle, Pencil, Sun, Umbrella, Wallet } from "lucide-react";
import { Link } from "react-router";
import { InstagramIcon } from "~/components/layout/instagram-icon";
import { Avatar } from "~/components/ui/avatar";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { coachPath, tournamentPath } from "~/domain/slugs";
import { TOURNAMENT_PHASE_LABELS } from "~/domain/tournament-status";
import { formatDateRange, formatMXN } from "~/lib/format";
import { imageSrc } from "~/lib/image";
import type { LazyComponent } from "~/lib/page-weight/lazy-component";
import type { ComponentProps } from "react";
import type { ClubEditView } from "./club-edit-view";
import type { ClubGallery } from "./club-gallery";
import type { ClubPageData } from "./page-data";
import { SOCIAL_EVENTS_PATH, socialEventPath } from "~/domain/social-event";

/** The club page's parts with their own chunks, set up by the route (page-weight wrappers live in route files). */
export type ClubPageParts = {
  ClubEditView: LazyComponent<ComponentProps<typeof ClubEditView>>;
  ClubGallery: LazyComponent<ComponentProps<typeof ClubGallery>>;
  GalleryLightbox: ComponentProps<typeof ClubGallery>["Lightbox"];
};

/** docs/product.md §7.2: fixed schedule texts and the booking note. */
const SCHEDULE = [
  ["Lunes a Viernes", "7:00 AM - 11:00 PM"],
  ["Sábado y Domingo", "8:00 AM - 10:00 PM"],
] as const;

export function ClubPageView({
  page,
  parts: { ClubEditView, ClubGallery, GalleryLightbox },
}: {
  page: ClubPageData;
  parts: ClubPageParts;
}) {
  const { club, amenities, images, coaches, tournaments, socialEvents } = page;
  const photos = [...(club.image ? [club.image] : []), ...images.map((i) => i.image)];
  if (page.editing) return <ClubEditView page={page} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/clubs-padel-puebla">
          <ArrowLeft aria-hidden />
          Clubs
        </Link>
      </Button>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-4">
            {club.image ? (
              <img src={imageSrc(club.image, 1200)} alt={club.name} className="aspect-[21/9] w-full rounded-xl object-cover" />
            ) : null}
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h1 className="text-3xl font-bold tracking-tight wrap-break-word md:text-4xl">{club.name}</h1>
                <p className="mt-1 flex items-center gap-1 text-muted-foreground">
                  <MapPin className="size-4" aria-hidden />
                  {club.state?.trim() || "No especificada"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {club.featured ? <FeaturedBadge /> : null}
                {page.canEdit ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to="?editar=1">
                      <Pencil aria-hidden />
                      Editar club
                    </Link>
                  </Button>
                ) : null}
              </div>
            </div>
          </header>

          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Fact icon={LayoutGrid} label="Canchas" value={String(club.courts)} />
            <Fact
              icon={Wallet}
              label="Costo por hora"
              value={club.hourly !== null ? formatMXN(club.hourly, { code: true }) : "Consultar"}
            />
            <Fact icon={club.covered ? Umbrella : Sun} label="Tipo" value={club.covered ? "Techado" : "Al aire libre"} />
          </div>

          {club.description ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="mb-2 text-xl font-semibold">
                Acerca del club
              </h2>
              <p className="whitespace-pre-line wrap-break-word">{club.description}</p>
            </section>
          ) : null}

          {amenities.length ? (
            <section aria-labelledby="amenities-title">
              <h2 id="amenities-title" className="mb-3 text-xl font-semibold">
                Comodidades
              </h2>
              <ul className="flex flex-wrap gap-2">
                {amenities.map((a) => (
                  <li key={a.id}>
                    <Badge variant="secondary">{a.name}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {photos.length > 0 ? <ClubGallery name={club.name} images={photos} Lightbox={GalleryLightbox} /> : null}

          <section aria-labelledby="tournaments-title">
            <h2 id="tournaments-title" className="mb-3 text-xl font-semibold">
              Torneos
            </h2>
            {tournaments.upcoming.length + tournaments.past.length === 0 ? (
              <p className="text-muted-foreground">No hay torneos disponibles para este club</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {[...tournaments.upcoming, ...tournaments.past].map((t) => (
                  <li key={t.id}>
                    <Link
                      to={tournamentPath(t)}
                      className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 hover:bg-muted"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{t.title}</span>
                        <span className="flex items-center gap-1 text-sm text-muted-foreground">
                          <CalendarDays className="size-4" aria-hidden />
                          {formatDateRange(t.startDate, t.endDate)}
                        </span>
                      </span>
                      <span className="flex shrink-0 gap-1">
                        {t.femepa ? <Badge variant="outline">FEMEPA</Badge> : null}
                        <Badge variant={t.phase === "past" ? "secondary" : t.phase === "active" ? "accent" : "default"}>
                          {TOURNAMENT_PHASE_LABELS[t.phase]}
                        </Badge>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="social-events-title">
            <h2 id="social-events-title" className="mb-3 text-xl font-semibold">
              Americanos y mexicanos
            </h2>
            {socialEvents.length === 0 ? (
              <p className="text-muted-foreground">Este club no tiene eventos próximos.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {socialEvents.map((e) => (
                  <li key={e.id}>
                    <Link
                      to={socialEventPath(e)}
                      className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 hover:bg-muted"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{e.title}</span>
                        <span className="flex items-center gap-1 text-sm text-muted-foreground">
                          <CalendarDays className="size-4" aria-hidden />
                          {e.when}
                        </span>
                      </span>
                      <Badge variant="secondary" className="shrink-0">
                        {e.playersIn}/{e.playerCap}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={`${SOCIAL_EVENTS_PATH}?club=${club.id}`}
              className="mt-2 inline-block text-sm font-medium text-primary hover:underline"
            >
              Ver los eventos del club
            </Link>
          </section>
        </div>

        <aside className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Contacto</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {page.whatsappLink ? (
                <Button asChild>
                  <a href={page.whatsappLink} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden />
                    Contactar por WhatsApp
                  </a>
                </Button>
              ) : null}
              {club.mapsUrl ? (
                <Button asChild variant="outline">
                  <a href={club.mapsUrl} target="_blank" rel="noopener noreferrer">
                    <MapPin aria-hidden />
                    Ver en el mapa
                  </a>
                </Button>
              ) : null}
              {club.instagramUrl ? (
                <Button asChild variant="outline">
                  <a href={club.instagramUrl} target="_blank" rel="noopener noreferrer">
                    <InstagramIcon />
                    Instagram
                  </a>
                </Button>
              ) : null}
              {!page.whatsappLink && !club.mapsUrl && !club.instagramUrl ? (
                <p className="text-sm text-muted-foreground">Este club aún no tiene datos de contacto.</p>
              ) : null}
            </CardContent>
          </Card>
          <ScheduleCard rows={SCHEDULE} note="Reserva con al menos 24 horas de anticipación." />
          <Card>
            <CardHeader>
              <CardTitle>Entrenadores</CardTitle>
            </CardHeader>
            <CardContent>
              {coaches.length === 0 ? (
                <p className="text-sm text-muted-foreground">Este club aún no tiene entrenadores registrados.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {coaches.map((c) => (
                    <li key={c.id}>
                      <Link to={coachPath(c)} className="flex items-center gap-3 rounded-md p-1 hover:bg-muted">
                        <Avatar src={c.image} name={c.name} />
                        <span>
                          <span className="block font-medium">{c.name}</span>
                          <span className="text-sm text-muted-foreground">
                            {[c.experience, c.classCost !== null ? `${formatMXN(c.classCost, { code: true })} por clase` : null]
                              .filter(Boolean)
                              .join(" · ")}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Wallet; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <Icon className="size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="text-xs text-muted-foreground">{label}</p>
          <p className="font-semibold" data-testid={`fact-${label}`}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
