import { memo, Suspense, useEffect, useRef } from "react";
import { Await } from "react-router";
import { lazyComponent } from "~/lib/lazy-component";
import type { SponsorSlide } from "~/server/sponsors.server";

export const SLIDE = "flex w-full shrink-0 snap-start px-2 md:w-1/2 lg:w-1/4";

/*
 * The strip sits at the foot of every page, below the fold almost everywhere, so its carousel code is
 * not part of the page's first JavaScript (issue 10 budget): the server HTML shows as is, and the code
 * loads (and hydrates it) at the visitor's first scroll, pointer move, tap, key press or focus. A click
 * inside the strip before then is held and replayed once the carousel is hydrated (React drops clicks
 * on parts it has not hydrated yet).
 */
let startLoading: () => void = () => {};
const wanted = new Promise<void>((resolve) => (startLoading = resolve));
if (import.meta.env.SSR) startLoading();
const Carousel = lazyComponent(() => wanted.then(() => import("./sponsors-carousel")).then((m) => m.Carousel));

const CLICKABLE = "a:not([target=_blank]),button";
let hydrated = false;
let heldClick: { strip: HTMLElement; index: number } | undefined;

function carouselHydrated() {
  hydrated = true;
  if (!heldClick) return;
  const { strip, index } = heldClick;
  heldClick = undefined;
  strip.querySelectorAll<HTMLElement>(CLICKABLE)[index]?.click();
}

function useLoadWhenNear() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = section.current;
    if (!strip || hydrated) return;
    const interactions = ["scroll", "wheel", "pointermove", "pointerdown", "touchstart", "keydown", "focusin"] as const;
    const load = () => {
      for (const type of interactions) window.removeEventListener(type, load, true);
      startLoading();
    };
    for (const type of interactions) window.addEventListener(type, load, { capture: true, passive: true });
    // On window, ahead of React's own listener, which stops a click on a part it has not hydrated.
    const holdEarlyClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
      if (hydrated || !target || !strip.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = { strip, index: [...strip.querySelectorAll(CLICKABLE)].indexOf(target) };
      load();
    };
    window.addEventListener("click", holdEarlyClick, true);
    return () => {
      for (const type of interactions) window.removeEventListener(type, load, true);
      window.removeEventListener("click", holdEarlyClick, true);
    };
  }, []);
  return section;
}

/**
 * 'Patrocinadores' (000 §2): a carousel with 1, 2 and 4 slides per view (CSS scroll snapping), the
 * benefits card first, then the active sponsors in the random order the server chose. Four pulsing
 * placeholders while the list streams in.
 */
export const SponsorsStrip = memo(function SponsorsStrip({
  sponsors,
  signedIn,
}: {
  sponsors: Promise<SponsorSlide[]> | undefined;
  signedIn: boolean;
}) {
  const section = useLoadWhenNear();
  return (
    <section ref={section} aria-labelledby="patrocinadores-titulo" className="border-t border-border bg-muted/40" data-testid="sponsors-strip">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="patrocinadores-titulo" className="mb-4 px-2 text-2xl font-bold tracking-tight">
          Patrocinadores
        </h2>
        <Suspense fallback={<Placeholders />}>
          <Await resolve={sponsors} errorElement={<Carousel slides={[]} signedIn={signedIn} onHydrated={carouselHydrated} />}>
            {(list) => <Carousel slides={list ?? []} signedIn={signedIn} onHydrated={carouselHydrated} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
});

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
