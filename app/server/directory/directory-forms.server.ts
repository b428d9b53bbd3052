// The intents of the club and coach pages and registration forms. Each validates its form with the
// shared schema (400 with Spanish field errors, nothing written). The route has already checked
// permissions with permissions.server.ts and passes the user it got.
import { data } from "react-router";
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
import { classRequestClientKey, createClassRequest, createCoach, deleteCoach, NoValidClubError, updateCoach } from "./coaches.server";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import { isAdmin, type SessionUser } from "~/server/accounts";
import { redirectWithToast } from "../infra/toast.server";
import { fileField, imageFromForm as formImage } from "../infra/uploads.server";

export const REGISTER_CLUB_INTENT = "register-club";
export const REGISTER_COACH_INTENT = "register-coach";

// ----- clubs -----

/** /clubes/registrar: creates the club; the form ends at /clubs (docs/product.md §7.4) (which redirects to the list). */
export const REGISTER_CLUB: Intent<{ user: SessionUser }> = intent(ClubRegisterSchema, async ({ value, formData, reply }, { user }) => {
  const image = await formImage(formData, "imageFile", value.image, "clubs");
  if ("error" in image) return reply.fieldErrors({ image: [image.error] });
  const created = await createClub({ ...value, image: image.image }, user.id);
  return redirectWithToast("/clubs", {
    type: "success",
    title: "¡Registro exitoso!",
    description: `${created.name} ya aparece en el directorio de clubs.`,
  });
});

export type ClubContext = { user: SessionUser; clubId: number };

const imageFailed = (reply: Reply, description: string) =>
  reply.refuse(400, { type: "error", title: "Error al subir imagen", description });

export const CLUB_INTENTS: Record<string, Intent<ClubContext>> = {
  "update-club": intent(ClubEditSchema, async ({ value, formData, reply }, { user, clubId }) => {
    const image = await formImage(formData, "imageFile", value.image, "clubs");
    if ("error" in image) return reply.fieldErrors({ image: [image.error] });
    const updated = await updateClub(clubId, { ...value, image: image.image }, { id: user.id, canFeature: isAdmin(user) });
    if (!updated) throw data(null, { status: 404 });
    return redirectWithToast(clubPath(updated), {
      type: "success",
      title: "Club actualizado",
      description: "La información del club se guardó correctamente.",
    });
  }),
  "add-image": intent(
    GalleryImageSchema,
    async ({ value, formData, reply }, { user, clubId }) => {
      let image = value.galleryImage;
      if (fileField(formData, "galleryImageFile")) {
        const stored = await formImage(formData, "galleryImageFile", undefined, "clubs");
        if ("error" in stored || !stored.image) return imageFailed(reply, "error" in stored ? stored.error : "No se pudo subir la imagen");
        image = stored.image;
      }
      if (!image) return imageFailed(reply, "Selecciona una imagen");
      await addClubImage(clubId, image, user.id);
      return reply.ok({ toast: { type: "success", title: "Imagen subida", description: "La imagen se añadió a la galería." } });
    },
    { invalidToast: { type: "error", title: "Error al subir imagen", description: "Selecciona una imagen" } },
  ),
  "delete-image": intent(
    ImageIdSchema,
    async ({ value, reply }, { user, clubId }) => {
      if (!(await deleteClubImage(clubId, value.imageId, user.id)))
        return reply.refuse(404, { type: "error", title: "Error", description: "La imagen ya no existe" });
      return reply.ok({ toast: { type: "success", title: "Imagen eliminada", description: "La imagen se quitó de la galería." } });
    },
    { invalidToast: { type: "error", title: "Error", description: "Imagen no válida" } },
  ),
  // The route lets only administrators post this one.
  "delete-club": intent(NO_FIELDS, async (_input, { user, clubId }) => {
    if (!(await deleteClub(clubId, user.id))) throw data(null, { status: 404 });
    return redirectWithToast("/clubs-padel-puebla", {
      type: "success",
      title: "Club eliminado",
      description: "El club se eliminó del directorio.",
    });
  }),
};

// ----- coaches -----

const noValidClub = (reply: Reply) => reply.fieldErrors({ clubIds: ["Por favor, selecciona al menos un club"] });

/** /entrenadores/registrar: creates the coach for this user; the form ends at the trainers list. */
export const REGISTER_COACH: Intent<{ user: SessionUser }> = intent(CoachRegisterSchema, async ({ value, formData, reply }, { user }) => {
  const image = await formImage(formData, "imageFile", value.image, "coaches");
  if ("error" in image) return reply.fieldErrors({ image: [image.error] });
  try {
    await createCoach({ ...value, image: image.image }, user.id);
  } catch (error) {
    if (error instanceof NoValidClubError) return noValidClub(reply);
    throw error;
  }
  return redirectWithToast("/entrenadores-padel-puebla", {
    type: "success",
    title: "¡Registro exitoso!",
    description: "Tu perfil de entrenador ya aparece en el directorio.",
  });
});

/** `user` is the administrator for the editing intents; whoever asks (or nobody) for 'class-request'. */
export type CoachContext = { request: Request; user: SessionUser | null; coach: { id: number; name: string } };

/** The intents anyone may post on a coach's page; the others are for administrators. */
export const PUBLIC_COACH_INTENTS = ["class-request"] as const;

function editor(user: SessionUser | null): SessionUser {
  if (!user) throw data(null, { status: 401 });
  return user;
}

export const CLASS_REQUEST_ERROR = "Hubo un error al enviar tu solicitud. Por favor inténtalo más tarde.";

export const COACH_INTENTS: Record<string, Intent<CoachContext>> = {
  /** 'Solicitar clase': anyone may ask (signed in or not); stored as a solicitud, rate-limited per client. */
  "class-request": intent(ClassRequestSchema, async ({ value, reply }, { request, user, coach }) => {
    const outcome = await createClassRequest(coach, value, {
      userId: user?.id ?? null,
      clientKey: classRequestClientKey(request, user?.id ?? null),
    });
    if (outcome === "rate-limited") return reply.formError(CLASS_REQUEST_ERROR, { status: 429 });
    return reply.ok({
      reset: true,
      toast: { type: "success", title: "Solicitud enviada", description: `${coach.name} recibirá tu solicitud de clase.` },
    });
  }),
  "update-coach": intent(CoachEditSchema, async ({ value, formData, reply }, { user, coach }) => {
    const admin = editor(user);
    const image = await formImage(formData, "imageFile", value.image, "coaches");
    if ("error" in image) return reply.fieldErrors({ image: [image.error] });
    let updated;
    try {
      updated = await updateCoach(coach.id, { ...value, image: image.image }, admin.id);
    } catch (error) {
      if (error instanceof NoValidClubError) return noValidClub(reply);
      throw error;
    }
    if (!updated) throw data(null, { status: 404 });
    return redirectWithToast(coachPath(updated), {
      type: "success",
      title: "¡Cambios guardados!",
      description: "El perfil del entrenador se actualizó.",
    });
  }),
  "delete-coach": intent(NO_FIELDS, async (_input, { user, coach }) => {
    if (!(await deleteCoach(coach.id, editor(user).id))) throw data(null, { status: 404 });
    return redirectWithToast("/entrenadores-padel-puebla", {
      type: "success",
      title: "Entrenador eliminado",
      description: "El perfil se eliminó del directorio.",
    });
  }),
};
