import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { imageSrc } from "~/lib/image";

/** The club gallery's lightbox: photo `open` of `images`, arrows and keyboard to move. */
export function GalleryLightbox({
  name,
  images,
  open,
  show,
  onClose,
}: {
  name: string;
  images: string[];
  open: number;
  show: (i: number) => void;
  onClose: () => void;
}) {
  const current = images[open];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        className="max-w-4xl bg-black p-2 text-white sm:p-4"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") show(open + 1);
          if (e.key === "ArrowLeft") show(open - 1);
        }}
      >
        <DialogTitle className="sr-only">Galería de {name}</DialogTitle>
        <DialogDescription className="text-center text-white/80">
          Foto {open + 1} de {images.length}
        </DialogDescription>
        {current ? (
          <img
            src={imageSrc(current, 1200)}
            alt={`${name}, foto ${open + 1} de ${images.length}`}
            className="max-h-[70dvh] w-full object-contain"
          />
        ) : null}
        {images.length > 1 ? (
          <div className="flex justify-between">
            <Button type="button" variant="secondary" onClick={() => show(open - 1)}>
              <ChevronLeft aria-hidden />
              Anterior
            </Button>
            <Button type="button" variant="secondary" onClick={() => show(open + 1)}>
              Siguiente
              <ChevronRight aria-hidden />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
