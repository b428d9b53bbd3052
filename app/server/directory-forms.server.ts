// The actions of the club and coach pages and registration forms. Each validates its form with the
// shared schema (400 with Spanish field errors, nothing written). The caller has already checked
// permissions with permissions.server.ts and passes the user it got.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { ToastMessage } from "~/lib/toast";
import { clubPath, coachPath } from "~/domain/slugs";
import {
  ClassRequestSchema,
  ClubEditSchema,
  ClubRegisterSchema,
  CoachEditSchema,
  CoachRegisterSchema,
  GalleryImageSchema,
  ImageIdSchema,
} from "~/lib/schemas/directory";
import { addClubImage, createClub, deleteClub, deleteClubImage, updateClub } from "./clubs.server";
import {
  classRequestClientKey,
  createClassRequest,
  createCoach,
  deleteCoach,
  NoValidClubError,
  updateCoach,
} from "./coaches.server";
import { isAdmin, type SessionUser } from "./permissions.server";
import { redirectWithToast } from "./toast.server";
import { fileField, imageFromForm as formImage } from "./uploads.server";

export type DirectoryAnswer = { intent: string; result: SubmissionResult<string[]> | undefined; toast: ToastMessage | null; done?: boolean };

export function answer(intent: string, result: SubmissionResult<string[]> | undefined, toast: ToastMessage | null, status = 200, done = false) {
  return data<DirectoryAnswer>({ intent, result, toast, done }, { status });
}

// ----- clubs -----

/** /clubes/registrar: creates the club; the spec's form ends at /clubs (which redirects to the list). */
export async function registerClubAction(user: SessionUser, formData: FormData) {
  const intent = "register-club";
  const submission = parseWithZod(formData, { schema: ClubRegisterSchema });
  if (submission.status !== "success") return answer(intent, submission.reply(), null, 400);
  const image = await formImage(formData, "imageFile", submission.value.image, "clubs");
  if ("error" in image) return answer(intent, submission.reply({ fieldErrors: { image: [image.error] } }), null, 400);
  const created = await createClub({ ...submission.value, image: image.image }, user.id);
  return redirectWithToast("/clubs", {
    type: "success",
    title: "¡Registro exitoso!",
    description: `${created.name} ya aparece en el directorio de clubs.`,
  });
}

export async function updateClubAction(user: SessionUser, clubId: number, formData: FormData) {
  const intent = "update-club";
  const submission = parseWithZod(formData, { schema: ClubEditSchema });
  if (submission.status !== "success") return answer(intent, submission.reply(), null, 400);
  const image = await formImage(formData, "imageFile", submission.value.image, "clubs");
  if ("error" in image) return answer(intent, submission.reply({ fieldErrors: { image: [image.error] } }), null, 400);
  const updated = await updateClub(clubId, { ...submission.value, image: image.image }, { id: user.id, canFeature: isAdmin(user) });
  if (!updated) throw data(null, { status: 404 });
  return redirectWithToast(clubPath(updated), { type: "success", title: "Club actualizado", description: "La información del club se guardó correctamente." });
}

export async function addGalleryImageAction(user: SessionUser, clubId: number, formData: FormData) {
  const intent = "add-image";
  const file = fileField(formData, "galleryImageFile");
  let image: string;
  if (file) {
    const stored = await formImage(formData, "galleryImageFile", undefined, "clubs");
    if ("error" in stored || !stored.image) return answer(intent, undefined, { type: "error", title: "Error al subir imagen", description: "error" in stored ? stored.error : "No se pudo subir la imagen" }, 400);
    image = stored.image;
  } else {
    const submission = parseWithZod(formData, { schema: GalleryImageSchema });
    if (submission.status !== "success") return answer(intent, submission.reply(), { type: "error", title: "Error al subir imagen", description: "Selecciona una imagen" }, 400);
    image = submission.value.galleryImage;
  }
  await addClubImage(clubId, image, user.id);
  return answer(intent, undefined, { type: "success", title: "Imagen subida", description: "La imagen se añadió a la galería." }, 200, true);
}

export async function deleteGalleryImageAction(user: SessionUser, clubId: number, formData: FormData) {
  const parsed = ImageIdSchema.safeParse({ imageId: formData.get("imageId") });
  if (!parsed.success) return answer("delete-image", undefined, { type: "error", title: "Error", description: "Imagen no válida" }, 400);
  const deleted = await deleteClubImage(clubId, parsed.data.imageId, user.id);
  if (!deleted) return answer("delete-image", undefined, { type: "error", title: "Error", description: "La imagen ya no existe" }, 404);
  return answer("delete-image", undefined, { type: "success", title: "Imagen eliminada", description: "La imagen se quitó de la galería." }, 200, true);
}

export async function deleteClubAction(user: SessionUser, clubId: number) {
  if (!(await deleteClub(clubId, user.id))) throw data(null, { status: 404 });
  return redirectWithToast("/clubs-padel-puebla", { type: "success", title: "Club eliminado", description: "El club se eliminó del directorio." });
}

// ----- coaches -----

function noClubReply(submission: { reply: (o: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> }, intent: string) {
  return answer(intent, submission.reply({ fieldErrors: { clubIds: ["Por favor, selecciona al menos un club"] } }), null, 400);
}

/** /entrenadores/registrar: creates the coach for this user; the form ends at the trainers list. */
export async function registerCoachAction(user: SessionUser, formData: FormData) {
  const intent = "register-coach";
  const submission = parseWithZod(formData, { schema: CoachRegisterSchema });
  if (submission.status !== "success") return answer(intent, submission.reply(), null, 400);
  const image = await formImage(formData, "imageFile", submission.value.image, "coaches");
  if ("error" in image) return answer(intent, submission.reply({ fieldErrors: { image: [image.error] } }), null, 400);
  try {
    await createCoach({ ...submission.value, image: image.image }, user.id);
  } catch (error) {
    if (error instanceof NoValidClubError) return noClubReply(submission, intent);
    throw error;
  }
  return redirectWithToast("/entrenadores-padel-puebla", {
    type: "success",
    title: "¡Registro exitoso!",
    description: "Tu perfil de entrenador ya aparece en el directorio.",
  });
}

export async function updateCoachAction(user: SessionUser, coachId: number, formData: FormData) {
  const intent = "update-coach";
  const submission = parseWithZod(formData, { schema: CoachEditSchema });
  if (submission.status !== "success") return answer(intent, submission.reply(), null, 400);
  const image = await formImage(formData, "imageFile", submission.value.image, "coaches");
  if ("error" in image) return answer(intent, submission.reply({ fieldErrors: { image: [image.error] } }), null, 400);
  let updated;
  try {
    updated = await updateCoach(coachId, { ...submission.value, image: image.image }, user.id);
  } catch (error) {
    if (error instanceof NoValidClubError) return noClubReply(submission, intent);
    throw error;
  }
  if (!updated) throw data(null, { status: 404 });
  return redirectWithToast(coachPath(updated), { type: "success", title: "¡Cambios guardados!", description: "El perfil del entrenador se actualizó." });
}

export async function deleteCoachAction(user: SessionUser, coachId: number) {
  if (!(await deleteCoach(coachId, user.id))) throw data(null, { status: 404 });
  return redirectWithToast("/entrenadores-padel-puebla", { type: "success", title: "Entrenador eliminado", description: "El perfil se eliminó del directorio." });
}

export const CLASS_REQUEST_ERROR = "Hubo un error al enviar tu solicitud. Por favor inténtalo más tarde.";

/** 'Solicitar clase': anyone may ask (signed in or not); stored as a solicitud, rate-limited per client. */
export async function classRequestAction(request: Request, user: SessionUser | null, coachRow: { id: number; name: string }, formData: FormData) {
  const intent = "class-request";
  const submission = parseWithZod(formData, { schema: ClassRequestSchema });
  if (submission.status !== "success") return answer(intent, submission.reply(), null, 400);
  const outcome = await createClassRequest(coachRow, submission.value, {
    userId: user?.id ?? null,
    clientKey: classRequestClientKey(request, user?.id ?? null),
  });
  if (outcome === "rate-limited") {
    return answer(intent, submission.reply({ formErrors: [CLASS_REQUEST_ERROR] }), null, 429);
  }
  return answer(intent, submission.reply({ resetForm: true }), { type: "success", title: "Solicitud enviada", description: `${coachRow.name} recibirá tu solicitud de clase.` }, 200, true);
}
