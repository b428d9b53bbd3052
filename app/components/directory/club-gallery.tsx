import { useState, type ComponentProps } from "react";
import { imageSrc } from "~/lib/image";
import type { LazyComponent } from "~/lib/page-weight/lazy-component";
import { markLive } from "~/lib/page-weight/held-taps";
import type { GalleryLightbox } from "./club-gallery-lightbox";

/** docs/product.md §7.2: one main image plus up to 4 thumbnails; the last thumbnail shows '+N' for the rest. */
export const GALLERY_THUMBNAILS = 4;

/**
 * The club's photos with a lightbox (arrows and keyboard to move between them). `Lightbox` (a Radix dialog)
 * is the route's lazy component, loaded when the pointer reaches the gallery or on a click.
 */
export function ClubGallery({
  name,
  images,
  Lightbox,
}: {
  name: string;
  images: string[];
  Lightbox: LazyComponent<ComponentProps<typeof GalleryLightbox>>;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const [main, ...rest] = images;
  const thumbs = rest.slice(0, GALLERY_THUMBNAILS);
  const hidden = images.length - 1 - thumbs.length;
  const show = (i: number) => setOpen((i + images.length) % images.length);
  return (
    <section aria-labelledby="gallery-title" onPointerEnter={() => void Lightbox.preload().catch(() => {})}>
      <h2 id="gallery-title" className="mb-3 text-xl font-semibold">
        Galería
      </h2>
      <div className="grid gap-2 md:grid-cols-2">
        <button
          ref={markLive}
          type="button"
          onClick={() => show(0)}
          className="overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img src={imageSrc(main!, 800)} alt={`${name}, foto 1 de ${images.length}`} className="aspect-video size-full object-cover" />
        </button>
        {thumbs.length ? (
          <div className="grid grid-cols-2 gap-2">
            {thumbs.map((src, i) => {
              const index = i + 1;
              const more = hidden > 0 && i === thumbs.length - 1;
              return (
                <button
                  ref={markLive}
                  key={`${src}-${index}`}
                  type="button"
                  onClick={() => show(index)}
                  className="relative overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={more ? `Ver ${hidden} fotos más` : undefined}
                >
                  <img
                    src={imageSrc(src, 400)}
                    alt={`${name}, foto ${index + 1} de ${images.length}`}
                    className="aspect-video size-full object-cover"
                  />
                  {more ? (
                    <span className="absolute inset-0 grid place-items-center bg-black/60 text-2xl font-bold text-white" aria-hidden>
                      +{hidden}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
      {open !== null ? <Lightbox name={name} images={images} open={open} show={show} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
