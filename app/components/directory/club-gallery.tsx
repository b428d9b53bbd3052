import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { imageSrc } from "~/lib/image";

/** 001 §9: one main image plus up to 4 thumbnails; the last thumbnail shows '+N' for the rest. */
export const GALLERY_THUMBNAILS = 4;

/** The club's photos with a lightbox (arrows and keyboard to move between them). */
export function ClubGallery({ name, images }: { name: string; images: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const [main, ...rest] = images;
  const thumbs = rest.slice(0, GALLERY_THUMBNAILS);
  const hidden = images.length - 1 - thumbs.length;
  const show = (i: number) => setOpen((i + images.length) % images.length);
  const current = open === null ? null : images[open];
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="mb-3 text-xl font-semibold">
        Galería
      </h2>
      <div className="grid gap-2 md:grid-cols-2">
        <button type="button" onClick={() => show(0)} className="overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-ring">
          <img src={imageSrc(main!, 800)} alt={`${name}, foto 1 de ${images.length}`} className="aspect-video size-full object-cover" />
        </button>
        {thumbs.length ? (
          <div className="grid grid-cols-2 gap-2">
            {thumbs.map((src, i) => {
              const index = i + 1;
              const more = hidden > 0 && i === thumbs.length - 1;
              return (
                <button
                  key={`${src}-${index}`}
                  type="button"
                  onClick={() => show(index)}
                  className="relative overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={more ? `Ver ${hidden} fotos más` : undefined}
                >
                  <img src={imageSrc(src, 400)} alt={`${name}, foto ${index + 1} de ${images.length}`} className="aspect-video size-full object-cover" />
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
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent
          className="max-w-4xl bg-black p-2 text-white sm:p-4"
          onKeyDown={(e) => {
            if (open === null) return;
            if (e.key === "ArrowRight") show(open + 1);
            if (e.key === "ArrowLeft") show(open - 1);
          }}
        >
          <DialogTitle className="sr-only">Galería de {name}</DialogTitle>
          <DialogDescription className="text-center text-white/80">
            Foto {(open ?? 0) + 1} de {images.length}
          </DialogDescription>
          {current ? <img src={imageSrc(current, 1200)} alt={`${name}, foto ${(open ?? 0) + 1} de ${images.length}`} className="max-h-[70dvh] w-full object-contain" /> : null}
          {images.length > 1 ? (
            <div className="flex justify-between">
              <Button type="button" variant="secondary" onClick={() => show((open ?? 0) - 1)}>
                <ChevronLeft aria-hidden />
                Anterior
              </Button>
              <Button type="button" variant="secondary" onClick={() => show((open ?? 0) + 1)}>
                Siguiente
                <ChevronRight aria-hidden />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
