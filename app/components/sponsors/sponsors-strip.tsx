import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import HandCoins from "lucide-react/icons/hand-coins";
import LogIn from "lucide-react/icons/log-in";
import { lazy, Suspense, useRef, useState } from "react";
import { Await, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { imageSrc } from "~/lib/image";
import type { SponsorSlide } from "~/server/admin";
import { HoverCard } from "./hover-card";

// The request form (and its form library) loads only when someone opens it.
const SponsorRequestDialog = lazy(() => import("./sponsor-request-dialog"));

const SLIDE = "flex w-full shrink-0 snap-start px-2 md:w-1/2 lg:w-1/4";

/**
 * 'Patrocinadores' (docs/product.md §2.2): a carousel with 1, 2 and 4 slides per view (CSS scroll snapping), the
 * benefits card first, then the active sponsors in the random order the server chose. Four pulsing
 * placeholders while the list streams in.
 */
export function SponsorsStrip({ sponsors, signedIn }: { sponsors: Promise<SponsorSlide[]> | undefined; signedIn: boolean }) {
  return (
    <section aria-labelledby="patrocinadores-titulo" className="border-t border-border bg-muted/40" data-testid="sponsors-strip">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="patrocinadores-titulo" className="mb-4 px-2 text-2xl font-bold tracking-tight">
          Patrocinadores
        </h2>
        <Suspense fallback={<Placeholders />}>
          <Await resolve={sponsors} errorElement={<Carousel slides={[]} signedIn={signedIn} />}>
            {(list) => <Carousel slides={list ?? []} signedIn={signedIn} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function Placeholders() {
  return (
    <div className="flex overflow-hidden" role="status" aria-label="Cargando patrocinadores">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={SLIDE}>
          <div className="h-56 w-full animate-pulse rounded-xl bg-muted" />
        </div>
      ))}
    </div>
  );
}

function Carousel({ slides, signedIn }: { slides: SponsorSlide[]; signedIn: boolean }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: "smooth" });
    else el.scrollBy({ left: direction * el.clientWidth, behavior: "smooth" });
  };
  return (
    <div className="relative">
      <ul
        ref={track}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable strip must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label="Patrocinadores"
        className="relative flex snap-x snap-mandatory overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <li className={SLIDE}>
          <BenefitsCard signedIn={signedIn} />
        </li>
        {slides.map((s) => (
          <li key={s.id} className={SLIDE} data-testid="sponsor-slide">
            <SponsorCard sponsor={s} />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2 px-2">
        <Button type="button" variant="outline" size="icon" onClick={() => scroll(-1)}>
          <ChevronLeft aria-hidden />
          <span className="sr-only">Patrocinador anterior</span>
        </Button>
        <Button type="button" variant="outline" size="icon" onClick={() => scroll(1)}>
          <ChevronRight aria-hidden />
          <span className="sr-only">Siguiente patrocinador</span>
        </Button>
      </div>
    </div>
  );
}

function SponsorCard({ sponsor }: { sponsor: SponsorSlide }) {
  const visual = sponsor.image ? (
    <img src={imageSrc(sponsor.image, 400)} alt={sponsor.title} loading="lazy" className="h-full w-full object-contain" />
  ) : (
    <span className="px-3 text-center text-xl font-bold text-primary">{sponsor.title}</span>
  );
  return (
    <div className="flex min-h-56 w-full flex-col gap-2 rounded-xl border border-border bg-background p-4">
      <div className="grid h-24 place-items-center overflow-hidden rounded-md bg-muted/60">
        {sponsor.targetUrl ? (
          <a href={sponsor.targetUrl} target="_blank" rel="noopener noreferrer sponsored" className="grid size-full place-items-center">
            {visual}
            <span className="sr-only">(se abre en una pestaña nueva)</span>
          </a>
        ) : (
          visual
        )}
      </div>
      <h3 className="truncate font-semibold">{sponsor.title}</h3>
      <HoverCard content={sponsor.description}>
        <p className="line-clamp-2 text-sm text-muted-foreground">{sponsor.description}</p>
      </HoverCard>
    </div>
  );
}

function BenefitsCard({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="flex min-h-56 w-full flex-col gap-2 rounded-xl bg-primary p-4 text-primary-foreground">
      <h3 className="text-lg font-bold">¿Quieres ser patrocinador?</h3>
      <ul className="list-inside list-disc text-sm text-blue-100">
        <li>Tu marca en cada página del sitio</li>
        <li>Presencia en torneos y rankings</li>
        <li>Llega a la comunidad de pádel de Puebla</li>
      </ul>
      <div className="mt-auto">
        {signedIn ? (
          <Button type="button" className="bg-accent text-accent-foreground hover:bg-accent/90" onClick={() => setOpen(true)}>
            <HandCoins aria-hidden />
            Quiero ser patrocinador
          </Button>
        ) : (
          <Button asChild className="bg-accent text-accent-foreground hover:bg-accent/90">
            <Link
              to={back === "/" ? "/auth" : `/auth?redirect=${encodeURIComponent(back)}`}
              onClick={() =>
                toast({ type: "info", title: "Inicio de sesión requerido", description: "Debes iniciar sesión para continuar" })
              }
            >
              <LogIn aria-hidden />
              Inicia sesión para patrocinar
            </Link>
          </Button>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <SponsorRequestDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
