import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { imageSrc } from "~/lib/image";
import { clientCheck, FilePickerButton, uploadErrorTitle, uploadImage } from "./image-upload-field";
import { Label } from "./label";
import { Progress } from "./progress";
import { toast } from "./toaster";
import { markLive } from "~/lib/page-weight/held-taps";

/**
 * Several images (a tournament's extra images): with JavaScript each chosen file is uploaded at once,
 * one after the other with a progress bar, and the form posts one `name` entry per stored URL; a file
 * that fails is skipped with a toast. Before JavaScript loads, the files are submitted as `fileName`.
 */
export function ImageListUploadField({
  name,
  fileName,
  folder,
  label,
  max,
}: {
  name: string;
  fileName: string;
  folder: string;
  label: string;
  max: number;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [urls, setUrls] = useState<string[]>([]);
  const [progress, setProgress] = useState(0);
  useEffect(() => setHydrated(true), []);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(max - urls.length, 0));
    for (const file of files) {
      const refused = clientCheck(file);
      if (refused) {
        toast({ type: "error", title: uploadErrorTitle(refused), description: `${file.name}: ${refused}` });
        continue;
      }
      try {
        const url = await uploadImage(file, folder, setProgress);
        setUrls((current) => [...current, url]);
      } catch (error) {
        toast({
          type: "error",
          title: uploadErrorTitle((error as Error).message),
          description: `${file.name}: ${(error as Error).message}`,
        });
      }
    }
    setProgress(0);
    if (input.current) input.current.value = "";
  }

  const uploading = progress > 0 && progress < 100;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {urls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Imágenes adicionales subidas">
          {urls.map((url, index) => (
            <li key={url} className="relative size-20 overflow-hidden rounded-md border border-border">
              <img src={imageSrc(url, 400)} alt={`Imagen adicional ${index + 1}`} className="size-full object-cover" />
              <input type="hidden" name={name} value={url} />
              <button
                ref={markLive}
                type="button"
                className="absolute right-1 top-1 rounded-full bg-background/90 p-1"
                aria-label={`Quitar imagen adicional ${index + 1}`}
                onClick={() => setUrls((current) => current.filter((u) => u !== url))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FilePickerButton
        id={id}
        inputRef={input}
        multiple
        name={hydrated ? undefined : fileName}
        onChange={onChange}
        disabled={uploading || urls.length >= max}
        buttonLabel="Subir fotos"
        hint={`Hasta ${max} imágenes JPG, PNG o GIF de máximo 5MB cada una.`}
      />
      {uploading ? <Progress value={progress} aria-label="Subiendo imagen" /> : null}
    </div>
  );
}
