import { ImageUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, imageSrc } from "~/lib/image";
import { cn } from "~/lib/utils";
import { Button } from "./button";
import { Label } from "./label";
import { Progress } from "./progress";
import { toast } from "./toaster";

type UploadResponse = { url?: string; error?: string };

/**
 * Uploads `file` to /api/uploads with XMLHttpRequest so the upload can report progress:
 * 10 when it starts, 10-90 while the bytes go out, 90 once sent, 100 when the server answered
 * (docs/product.md §2.2).
 */
export function uploadImage(file: File, folder: string, onProgress: (value: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("folder", folder);
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(10 + Math.round((e.loaded / e.total) * 80));
    };
    xhr.upload.onload = () => onProgress(90);
    xhr.onload = () => {
      const response = (xhr.response ?? {}) as UploadResponse;
      if (xhr.status === 200 && response.url) {
        onProgress(100);
        resolve(response.url);
      } else reject(new Error(response.error ?? "No se pudo subir la imagen"));
    };
    xhr.onerror = () => reject(new Error("No se pudo subir la imagen"));
    onProgress(10);
    xhr.send(body);
  });
}

/** The browser's early check (the server checks the content again): image type and 5 MB. */
export function clientCheck(file: File): string | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The toast title of a refused file: too large, or not an image / not uploaded. */
export function uploadErrorTitle(message: string): string {
  return message === IMAGE_TOO_LARGE ? "Archivo demasiado grande" : "Error de archivo";
}

/**
 * The file picker in Spanish ('Subir foto' and the chosen file's name) instead of the browser's own
 * 'Choose File / No file chosen': the native input stays in the page, visually hidden and focusable, and
 * its label is the button, so it also works before JavaScript loads.
 */
export function FilePickerButton({
  id,
  inputRef,
  name,
  multiple,
  disabled,
  onChange,
  buttonLabel = "Subir foto",
  hint,
}: {
  id: string;
  inputRef?: React.Ref<HTMLInputElement>;
  name?: string;
  multiple?: boolean;
  disabled?: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  buttonLabel?: string;
  hint?: string;
}) {
  const [chosen, setChosen] = useState("");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        name={name}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          setChosen(files.length > 1 ? `${files.length} archivos` : (files[0]?.name ?? ""));
          onChange(event);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex h-9 cursor-pointer items-center justify-center gap-2 self-start rounded-md bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-secondary/80 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50 [&_svg]:size-4"
      >
        <ImageUp aria-hidden />
        {buttonLabel}
      </label>
      <span className="truncate text-xs text-muted-foreground" aria-live="polite">
        {chosen || hint || "Ningún archivo seleccionado"}
      </span>
    </div>
  );
}

/**
 * An image field for any form. With JavaScript the file is uploaded as soon as it is chosen (with a
 * progress bar) and the form submits the stored image URL in `name`; before JavaScript loads, the
 * file itself is submitted as `fileName` (the form must be multipart) and the action stores it.
 */
export function ImageUploadField({
  name,
  fileName,
  folder,
  label,
  defaultValue,
  previewClassName,
  alt,
  removable = false,
  placeholder,
  hint,
}: {
  name: string;
  fileName: string;
  folder: string;
  label: string;
  defaultValue?: string | null;
  previewClassName?: string;
  alt: string;
  /** Offers 'Quitar imagen' once an image is chosen. */
  removable?: boolean;
  /** Shown in the preview while there is no image (e.g. 'Sin imagen'); an icon otherwise. */
  placeholder?: string;
  /** The line under the button while no file is chosen (e.g. the accepted formats). */
  hint?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [url, setUrl] = useState(defaultValue ?? "");
  const [progress, setProgress] = useState(0);
  useEffect(() => setHydrated(true), []);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const fail = (description: string) => {
      toast({ type: "error", title: uploadErrorTitle(description), description });
      if (input.current) input.current.value = "";
      setProgress(0);
    };
    const refused = clientCheck(file);
    if (refused) return fail(refused);
    try {
      setUrl(await uploadImage(file, folder, setProgress));
      if (input.current) input.current.value = "";
    } catch (error) {
      fail((error as Error).message);
    }
  }

  const uploading = progress > 0 && progress < 100;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className={cn("grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-secondary", previewClassName)}>
          {url ? (
            <img src={imageSrc(url, 400)} alt={alt} className="size-full object-cover" />
          ) : placeholder ? (
            <span className="px-1 text-center text-xs text-secondary-foreground">{placeholder}</span>
          ) : (
            <ImageUp className="size-8 text-secondary-foreground" aria-hidden />
          )}
        </div>
        <FilePickerButton
          id={id}
          inputRef={input}
          // Before hydration the browser submits the file with the form.
          name={hydrated ? undefined : fileName}
          onChange={onChange}
          disabled={uploading}
          hint={hint}
        />
      </div>
      {removable && url ? (
        <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setUrl("")}>
          <X aria-hidden />
          Quitar imagen
        </Button>
      ) : null}
      <input type="hidden" name={name} value={url} />
      {progress >= 1 && progress <= 99 ? <Progress value={progress} aria-label="Subiendo imagen" /> : null}
    </div>
  );
}
