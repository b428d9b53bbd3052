import { ScheduleCard } from "./schedule-card";
import { ArrowLeft, GraduationCap, MapPin, Pencil, Trophy, Wallet } from "lucide-react";
import { Link } from "react-router";
import { InstagramIcon } from "~/components/layout/instagram-icon";
import { Avatar } from "~/components/ui/avatar";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { clubPath, playerPath } from "~/domain/slugs";
import { formatMXN } from "~/lib/format";
import { DeferredDialog, type LazyComponent } from "~/lib/page-weight/lazy-component";
import type { ComponentProps } from "react";
import type { ClassRequestDialog, ClassRequestInline } from "./class-request-dialog";
import type { CoachEditView } from "./coach-edit-view";
import type { CoachPageData } from "./page-data";

/** The coach page's parts with their own chunks, set up by the route (page-weight wrappers live in route files). */
export type CoachPageParts = {
  ClassRequestDialog: LazyComponent<ComponentProps<typeof ClassRequestDialog>>;
  ClassRequestInline: LazyComponent<ComponentProps<typeof ClassRequestInline>>;
  CoachEditView: LazyComponent<ComponentProps<typeof CoachEditView>>;
};

const REQUEST_LABEL = (
  <>
    <GraduationCap aria-hidden />
    Solicitar clase
  </>
);

/** docs/product.md §7.3: fixed hours. */
const HOURS = [
  ["Lunes a Viernes", "8:00 AM - 8:00 PM"],
  ["Sábado", "9:00 AM - 2:00 PM"],
] as const;

export function CoachPageView({
  page,
  parts: { ClassRequestDialog, ClassRequestInline, CoachEditView },
}: {
  page: CoachPageData;
  parts: CoachPageParts;
}) {
  const { coach, clubs, linkedPlayer } = page;
  if (page.editing) return <CoachEditView page={page} />;
  const instagram = coach.instagram?.replace(/^@+/, "");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/entrenadores-padel-puebla">
          <ArrowLeft aria-hidden />
          Entrenadores
        </Link>
      </Button>
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <Avatar src={coach.image} name={coach.name} className="size-28 text-3xl" />
            <div className="min-w-0 flex-1 self-stretch sm:self-auto">
              <h1 className="text-3xl font-bold tracking-tight wrap-break-word md:text-4xl">{coach.name}</h1>
              <div className="mt-2 flex flex-wrap gap-2">
                {coach.experience ? <Badge variant="secondary">Categoría {coach.experience}</Badge> : null}
                {coach.featured ? <FeaturedBadge /> : null}
              </div>
            </div>
            {page.isAdmin ? (
              <Button asChild variant="outline" size="sm">
                <Link to="?editar=1">
                  <Pencil aria-hidden />
                  Editar
                </Link>
              </Button>
            ) : null}
          </header>
          <p className="flex items-center gap-2 text-lg">
            <Wallet className="size-5 text-primary" aria-hidden />
            <span className="font-semibold">{coach.classCost !== null ? formatMXN(coach.classCost, { code: true }) : "Consultar"}</span>
            <span className="text-muted-foreground">por hora</span>
          </p>
          {coach.description ? (
            <section aria-labelledby="about-coach">
              <h2 id="about-coach" className="mb-2 text-xl font-semibold">
                Sobre mí
              </h2>
              <p className="whitespace-pre-line wrap-break-word">{coach.description}</p>
            </section>
          ) : null}
          <section aria-labelledby="coach-clubs">
            <h2 id="coach-clubs" className="mb-2 text-xl font-semibold">
              Clubs
            </h2>
            {clubs.length === 0 ? (
              <p className="text-muted-foreground">Sin clubs registrados.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {clubs.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={clubPath(c)}
                      className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                    >
                      <MapPin className="size-4" aria-hidden />
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {linkedPlayer ? (
            <Card>
              <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
                <Avatar src={linkedPlayer.image} name={linkedPlayer.name} className="size-14" />
                <div className="flex-1">
                  <p className="font-semibold">{linkedPlayer.name}</p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <Trophy className="size-4" aria-hidden />
                    {linkedPlayer.titles} {linkedPlayer.titles === 1 ? "título" : "títulos"}
                  </p>
                </div>
                <Button asChild variant="outline">
                  <Link to={playerPath(linkedPlayer)}>Ver Perfil de Jugadora</Link>
                </Button>
              </CardContent>
            </Card>
          ) : null}
        </div>
        <aside className="flex flex-col gap-4">
          {page.requesting ? (
            <ClassRequestInline coachName={coach.name} clubs={clubs} defaults={page.requester} />
          ) : (
            <DeferredDialog
              dialog={ClassRequestDialog}
              props={{ coachName: coach.name, clubs, defaults: page.requester }}
              trigger={
                <Button size="lg" className="w-full">
                  {REQUEST_LABEL}
                </Button>
              }
              noScript={
                <Button asChild size="lg" className="w-full">
                  <Link to="?solicitar=1">{REQUEST_LABEL}</Link>
                </Button>
              }
            />
          )}
          <ScheduleCard rows={HOURS} />
          {instagram ? (
            <Button asChild variant="outline">
              <a href={`https://instagram.com/${encodeURIComponent(instagram)}`} target="_blank" rel="noopener noreferrer">
                <InstagramIcon className="size-4" />@{instagram}
              </a>
            </Button>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
