import { data } from "react-router";
import { z } from "zod";
import { requireUser } from "~/server/accounts";
import {
  fileField,
  IMAGE_TOO_LARGE,
  MAX_UPLOAD_REQUEST_BYTES,
  NOT_AN_IMAGE,
  readLimitedFormData,
  storeImage,
  UPLOAD_FOLDERS,
  UploadError,
} from "~/server/infra/uploads.server";
import type { Route } from "./+types/api.uploads";

const FolderSchema = z.enum(UPLOAD_FOLDERS);

/** POST multipart {folder, file}: stores the image and answers {url} (or {error} in Spanish). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser({ request, context });
  if (request.method !== "POST") return data({ error: "Método no permitido" }, { status: 405 });
  const form = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES).catch(() => undefined);
  if (form === null) return data({ error: IMAGE_TOO_LARGE }, { status: 413 });
  const folder = FolderSchema.safeParse(form?.get("folder"));
  const file = form ? fileField(form, "file") : null;
  if (!folder.success || !file) return data({ error: NOT_AN_IMAGE }, { status: 400 });
  try {
    return data({ url: await storeImage(new Uint8Array(await file.arrayBuffer()), folder.data) });
  } catch (error) {
    if (error instanceof UploadError) return data({ error: error.message }, { status: 400 });
    throw error;
  }
}

export function loader() {
  return data({ error: "Método no permitido" }, { status: 405 });
}
