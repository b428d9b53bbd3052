// The actions of /profile: each validates its form with the shared schema (400, nothing written) and
// acts only on the signed-in user's own account.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { ToastMessage } from "~/lib/toast";
import { ChangeEmailSchema, PlayerIdSchema, ProfileSchema, UPLOADED_IMAGE } from "~/lib/schemas/account";
import { getProfile, linkPlayer, linkPlayerByHandle, linkRefusal, unlinkPlayer, updateProfile, type Profile } from "./account.server";
import { callAuth } from "./auth.server";
import type { SessionUser } from "./permissions.server";
import { redirectWithToast } from "./toast.server";
import { fileField, storeImage, UploadError } from "./uploads.server";

export const PROFILE_PATH = "/profile";

type Answer = { intent: string; result: SubmissionResult<string[]> | undefined; toast: ToastMessage | null };

function answer(intent: string, result: SubmissionResult<string[]> | undefined, toast: ToastMessage | null, status = 200) {
  return data<Answer>({ intent, result, toast }, { status });
}

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

export async function updateProfileAction(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return answer("update-profile", submission.reply(), null, 400);
  const profile = await requireProfile(user);
  const values = submission.value;
  const fieldError = (field: string, message: string) =>
    answer("update-profile", submission.reply({ fieldErrors: { [field]: [message] } }), null, 400);

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
  // links nobody does not block the rest of the profile (001 §2.5: linking is its own step).
  const currentHandle = profile.player?.handle ?? null;
  let linkNote: string | null = null;
  if (values.instagram !== currentHandle) {
    if (values.instagram === null) await unlinkPlayer(user.id);
    else {
      const outcome = await linkPlayerByHandle(user.id, values.instagram);
      if (outcome !== "linked") linkNote = `${linkRefusal(outcome)} Conecta tu perfil de jugador desde la pestaña Jugador/a.`;
    }
  }

  await updateProfile(user.id, {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone ? values.phone : null,
    image,
  });

  if (values.email !== profile.email) {
    const change = await startEmailChange(request, values.email);
    if (!change.ok) {
      return redirectWithToast(PROFILE_PATH, {
        type: "error",
        title: "No se pudo actualizar el correo electrónico",
        description: "Tus demás datos sí se guardaron.",
      });
    }
    return redirectWithToast(PROFILE_PATH, { title: "Perfil actualizado", description: [VERIFY_NEW_EMAIL, linkNote].filter(Boolean).join(" ") });
  }
  if (linkNote) return redirectWithToast(PROFILE_PATH, { type: "info", title: "Perfil actualizado", description: linkNote });
  return redirectWithToast(PROFILE_PATH, { title: "Perfil actualizado", description: "Tus cambios se guardaron correctamente." });
}

export async function linkPlayerAction(user: SessionUser, formData: FormData) {
  const parsed = PlayerIdSchema.safeParse({ playerId: formData.get("playerId") });
  if (!parsed.success) return answer("link", undefined, { type: "error", title: "Error", description: "No se pudo conectar el jugador" }, 400);
  const outcome = await linkPlayer(user.id, parsed.data.playerId);
  if (outcome === "linked") {
    return redirectWithToast(`${PROFILE_PATH}?tab=jugador`, { title: "Jugador conectado", description: "Tu cuenta ahora está conectada a este perfil." });
  }
  return answer("link", undefined, { type: "error", title: "No se pudo conectar el jugador", description: linkRefusal(outcome) }, 409);
}

export async function unlinkPlayerAction(user: SessionUser) {
  await unlinkPlayer(user.id);
  return redirectWithToast(`${PROFILE_PATH}?tab=jugador`, { title: "Jugador desconectado", description: "Tu cuenta ya no está conectada a un perfil de jugador." });
}

export async function changeEmailAction(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ChangeEmailSchema });
  if (submission.status !== "success") return answer("change-email", submission.reply(), null, 400);
  if (submission.value.email === user.email.toLowerCase()) {
    return answer("change-email", submission.reply({ fieldErrors: { email: ["Este ya es tu correo electrónico"] } }), null, 400);
  }
  const change = await startEmailChange(request, submission.value.email);
  if (!change.ok) {
    return answer("change-email", submission.reply(), { type: "error", title: "Error", description: "No se pudo actualizar el correo electrónico" }, change.status);
  }
  return answer("change-email", submission.reply(), { type: "success", title: "Correo enviado", description: VERIFY_NEW_EMAIL });
}

export async function requestPasswordResetAction(request: Request, user: SessionUser) {
  const response = await callAuth(request, "/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" });
  if (!response.ok) {
    return answer("request-reset", undefined, { type: "error", title: "Error", description: "No se pudo enviar la solicitud" }, response.status);
  }
  return answer("request-reset", undefined, {
    type: "success",
    title: "Solicitud enviada",
    description: "Te enviamos un correo con un enlace para restablecer tu contraseña.",
  });
}
