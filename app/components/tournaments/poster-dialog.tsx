import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { imageSrc } from "~/lib/image";
import { markLive } from "~/lib/page-weight/held-taps";

/** The tournament poster, enlarged in a dialog (loaded on intent by the tournament page). */
export function PosterDialog({ title, image, defaultOpen }: { title: string; image: string; defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <button
          ref={markLive}
          type="button"
          className="overflow-hidden rounded-xl border border-border"
          aria-label="Ampliar imagen del torneo"
        >
          <img src={imageSrc(image, 800)} alt={title} className="w-full object-cover" />
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{title}</DialogTitle>
        <img src={imageSrc(image, 1200)} alt={title} className="w-full" />
      </DialogContent>
    </Dialog>
  );
}
