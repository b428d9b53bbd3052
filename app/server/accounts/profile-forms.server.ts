// The intents of /profile: each validates its form with the shared schema (400, nothing written) and
// acts only on the signed-in user's own account.
import { data } from "react-router";
import { ChangeEmailSchema, MatchRemindersSchema, PlayerIdSchema, ProfileSchema, UPLOADED_IMAGE } from "~/lib/schemas/account";
import {
  getProfile,
  linkPlayer,
  linkPlayerByHandle,
  reminderPreferenceChanged,
  setMatchReminders,
  unlinkPlayer,
  updateProfile,
  type Profile,
} from "./account.server";
import { callAuth } from "./auth.server";
import { intent, NO_FIELDS, type Intent } from "../infra/form-intents.server";
import type { SessionUser } from "./permissions.server";
import { redirectWithToast } from "../infra/toast.server";
import { fileField, storeImage, UploadError } from "../infra/uploads.server";

export const PROFILE_PATH = "/profile";

export type ProfileContext = { request: Request; user: SessionUser };

async function requireProfile(user: SessionUser): Promise<Profile> {
  const profile = await getProfile(user.id);
  if (!profile) throw data(null, { status: 401 });
  return profile;
}

const VERIFY_NEW_EMAIL = "Te enviamos un correo a tu nueva dirección: confirma el cambio desde ese correo.";

/** Starts the e-mail change: better-auth mails a link to the new address; the address changes when it is followed. */
function startEmailChange(request: Request, newEmail: string) {
  return callAuth(request, "/change-email", {
    newEmail,
    callbackURL: `/auth/callback?redirect=${encodeURIComponent(`${PROFILE_PATH}?tab=cuenta`)}`,
  });
}

/** 'Guardar cambios' of the profile tab: names, phone, picture, Instagram (links the player) and e-mail. */
const saveProfile = intent(ProfileSchema, async ({ value: values, formData, reply }, { request, user }: ProfileContext) => {
  const profile = await requireProfile(user);
  const fieldError = (field: string, message: string) => reply.fieldErrors({ [field]: [message] });

  // The picture: a file posted with the form (before JavaScript loads) or an already uploaded one.
  let image: string | null | undefined = undefined;
  const file = fileField(formData, "imageFile");
  if (file) {
    try {
      image = await storeImage(new Uint8Array(await file.arrayBuffer()), "avatars");
    } catch (error) {
      if (error instanceof UploadError) return fieldError("image", error.message);
      throw error;
    }
  } else if (values.image && values.image !== profile.image) {
    if (!UPLOADED_IMAGE.test(values.image)) return fieldError("image", "No se pudo subir la imagen");
    image = values.image;
  }

  // Instagram is the handle of the linked player: changing it links another player. A handle that
  // links nobody does not block the rest of the profile (docs/product.md §6.3: linking is its own step).
  const currentHandle = profile.player?.handle ?? null;
  let linkNote: string | null = null;
  if (values.instagram !== currentHandle) {
    if (values.instagram === null) await unlinkPlayer(user.id);
    else {
      const outcome = await linkPlayerByHandle(user.id, values.instagram);
      if (!outcome.ok) linkNote = `${outcome.message} Conecta tu perfil de jugador desde la pestaña Jugador/a.`;
    }
  }

  await updateProfile(user.id, {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone ? values.phone : null,
    image,
  });
  // A phone added or removed changes which match reminders this player gets.
  if ((values.phone || null) !== profile.phone) reminderPreferenceChanged(user.id);

  if (values.email !== profile.email) {
    const change = await startEmailChange(request, values.email);
    if (!change.ok) {
      return redirectWithToast(PROFILE_PATH, {
        type: "error",
        title: "No se pudo actualizar el correo electrónico",
        description: "Tus demás datos sí se guardaron.",
      });
    }
    return redirectWithToast(PROFILE_PATH, {
      title: "Perfil actualizado",
      description: [VERIFY_NEW_EMAIL, linkNote].filter(Boolean).join(" "),
    });
  }
  if (linkNote) return redirectWithToast(PROFILE_PATH, { type: "info", title: "Perfil actualizado", description: linkNote });
  return redirectWithToast(PROFILE_PATH, { title: "Perfil actualizado", description: "Tus cambios se guardaron correctamente." });
});

const link = intent(
  PlayerIdSchema,
  async ({ value, reply }, { user }: ProfileContext) => {
    const outcome = await linkPlayer(user.id, value.playerId);
    if (outcome.ok) {
      return redirectWithToast(`${PROFILE_PATH}?tab=jugador`, {
        title: "Jugador conectado",
        description: "Tu cuenta ahora está conectada a este perfil.",
      });
    }
    return reply.refuse(409, { type: "error", title: "No se pudo conectar el jugador", description: outcome.message });
  },
  { invalidToast: { type: "error", title: "Error", description: "No se pudo conectar el jugador" } },
);

const unlink = intent(NO_FIELDS, async (_input, { user }: ProfileContext) => {
  await unlinkPlayer(user.id);
  return redirectWithToast(`${PROFILE_PATH}?tab=jugador`, {
    title: "Jugador desconectado",
    description: "Tu cuenta ya no está conectada a un perfil de jugador.",
  });
});

const changeEmail = intent(ChangeEmailSchema, async ({ value, reply }, { request, user }: ProfileContext) => {
  if (value.email === user.email.toLowerCase()) return reply.fieldErrors({ email: ["Este ya es tu correo electrónico"] });
  const change = await startEmailChange(request, value.email);
  if (!change.ok)
    return reply.refuse(change.status, { type: "error", title: "Error", description: "No se pudo actualizar el correo electrónico" });
  return reply.ok({ toast: { type: "success", title: "Correo enviado", description: VERIFY_NEW_EMAIL } });
});

const requestReset = intent(NO_FIELDS, async ({ reply }, { request, user }: ProfileContext) => {
  const response = await callAuth(request, "/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" });
  if (!response.ok) return reply.refuse(response.status, { type: "error", title: "Error", description: "No se pudo enviar la solicitud" });
  return reply.ok({
    toast: {
      type: "success",
      title: "Solicitud enviada",
      description: "Te enviamos un correo con un enlace para restablecer tu contraseña.",
    },
  });
});

export const MATCH_REMINDERS_ON = "Recordatorios activados";
export const MATCH_REMINDERS_OFF = "Recordatorios desactivados";

/** 'Recordatorios de partidos por WhatsApp': pending reminders are queued or cancelled at once. */
const matchReminders = intent(MatchRemindersSchema, async ({ value, reply }, { user }: ProfileContext) => {
  await setMatchReminders(user.id, value.enabled);
  return reply.ok({
    toast: value.enabled
      ? { type: "success", title: MATCH_REMINDERS_ON, description: "Te avisaremos por WhatsApp antes de cada partido." }
      : { type: "success", title: MATCH_REMINDERS_OFF, description: "Ya no te enviaremos recordatorios de partidos por WhatsApp." },
  });
});

export const PROFILE_INTENTS: Record<string, Intent<ProfileContext>> = {
  "update-profile": saveProfile,
  link,
  unlink,
  "change-email": changeEmail,
  "request-reset": requestReset,
  "match-reminders": matchReminders,
};
