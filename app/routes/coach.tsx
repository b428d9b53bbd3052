import { data, replace } from "react-router";
import { coachOgPath } from "~/lib/og-paths";
import { CoachPageView } from "~/components/directory/coach-page";
import { detailErrorBoundary } from "~/components/directory/detail-error-boundary";
import { useServerToast } from "~/components/ui/toaster";
import { coachPath, coachSlug } from "~/domain/slugs";
import { pageMeta, summary } from "~/lib/seo";
import { getProfile } from "~/server/accounts";
import { currentUser } from "~/server/accounts";
import { listClubOptions } from "~/server/directory";
import { findCoachIdBySlug, getCoachPage, registeredBy } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { COACH_INTENTS, PUBLIC_COACH_INTENTS } from "~/server/directory";
import { isAdmin, requireAdmin } from "~/server/accounts";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/infra/uploads.server";
import { dispatchIntent, refuseForm } from "~/server/infra/form-intents.server";
import type { FormReply } from "~/lib/form-reply";
import type { Route } from "./+types/coach";
import type { CacheHandle } from "~/lib/cache-params";
import { lazyComponent } from "~/lib/page-weight/lazy-component";

// Forms and Zod are separate chunks: the class request loads on intent, the edit view when editing; the
// not-found notice (and its back button) only on a 404.
const classRequest = () => import("~/components/directory/class-request-dialog");
const parts = {
  ClassRequestDialog: lazyComponent(() => classRequest().then((m) => m.ClassRequestDialog)),
  ClassRequestInline: lazyComponent(() => classRequest().then((m) => m.ClassRequestInline)),
  CoachEditView: lazyComponent(() => import("~/components/directory/coach-edit-view").then((m) => m.CoachEditView)),
};
const NotFoundNotice = lazyComponent(() => import("~/components/directory/not-found-notice").then((m) => m.NotFoundNotice));

const NUMERIC = /^\d{1,9}$/;

/**
 * The coach of /entrenadores-padel-puebla/{slug}, /{slug}/{id} or /{id}: a numeric segment is an id;
 * otherwise the slug is matched against the coaches' name slugs.
 */
async function coachIdFrom(params: { nombre?: string; id?: string }): Promise<number | null> {
  if (params.id !== undefined) return NUMERIC.test(params.id) ? Number(params.id) : null;
  const segment = params.nombre ?? "";
  if (NUMERIC.test(segment)) return Number(segment);
  // A misspelt name one or two letters from a coach's goes there (the loader answers 301 to its address).
  return findCoachIdBySlug(segment, { nearest: true });
}

/**
 * The coach's address: /entrenadores-padel-puebla/{slug}, or .../{slug}/{id} for a coach whose name
 * slug already belongs to an older coach (otherwise it could not be reached).
 */
async function canonicalCoachPath(coach: { id: number; name: string }): Promise<string> {
  const path = coachPath(coach);
  return (await findCoachIdBySlug(coachSlug(coach.name))) === coach.id ? path : `${path}/${coach.id}`;
}

async function loadCoach(params: { nombre?: string; id?: string }) {
  const id = await coachIdFrom(params);
  const page = id === null ? null : await getCoachPage(id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

// ?solicitar=1 opens the class request dialog.
export const handle: CacheHandle = { cacheParams: { solicitar: ["1"] } };

/** Public page; the edit mode (?editar=1) is for administrators. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadCoach(params);
  const url = new URL(request.url);
  const canonical = await canonicalCoachPath(page.coach);
  // docs/product.md §7.3: an id in the address is rewritten to the name slug.
  if (url.pathname !== canonical) throw replace(canonical + url.search, 301);
  const editing = url.searchParams.get("editar") === "1";
  const user = editing ? await requireAdmin({ request, context }) : await currentUser({ context });
  const profile = user ? await getProfile(user.id) : null;
  return {
    ...page,
    canonicalPath: canonical,
    editing,
    /** ?solicitar=1: the class request form inline (the dialog's fallback before JavaScript loads). */
    requesting: url.searchParams.get("solicitar") === "1",
    isAdmin: isAdmin(user),
    clubOptions: editing ? await listClubOptions() : [],
    registeredBy: editing ? await registeredBy(page.coach.userId) : null,
    requester: {
      name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : "",
      phone: profile?.phone ?? "",
      email: profile?.email ?? "",
    },
    siteUrl: getConfig().SITE_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Only the canonical address takes posts.
  const { coach } = await loadCoach(params);
  if (new URL(request.url).pathname !== (await canonicalCoachPath(coach))) throw data(null, { status: 404 });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData) return refuseForm("update-coach", 413, { type: "error", title: "Archivo demasiado grande", description: IMAGE_TOO_LARGE });
  const open = (PUBLIC_COACH_INTENTS as readonly unknown[]).includes(formData.get("intent"));
  const user = open ? await currentUser({ context }) : await requireAdmin({ request, context });
  return dispatchIntent(formData, COACH_INTENTS, { request, user, coach: { id: coach.id, name: coach.name } });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: "No se encontró el entrenador" }];
  const { coach } = page;
  return [
    ...pageMeta({
      title: `${coach.name} | Entrenador de pádel en Puebla`,
      description: summary(coach.description) || `${coach.name}: entrenador de pádel en Puebla. Solicita una clase.`,
      siteUrl: page.siteUrl,
      path: page.canonicalPath,
      ogImage: { path: coachOgPath(coach.id), alt: `${coach.name}, entrenador de pádel en Puebla` },
      type: "profile",
    }),
    ...(page.editing || page.requesting ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Person",
        name: coach.name,
        jobTitle: "Entrenador de pádel",
        url: `${page.siteUrl}${page.canonicalPath}`,
        description: coach.description ?? undefined,
        image: coach.image ? (coach.image.startsWith("/") ? `${page.siteUrl}${coach.image}` : coach.image) : undefined,
        knowsAbout: "Pádel",
        workLocation: page.clubs.map((c) => ({ "@type": "SportsActivityLocation", name: c.name })),
        makesOffer:
          coach.classCost !== null ? { "@type": "Offer", name: "Clase de pádel", price: coach.classCost, priceCurrency: "MXN" } : undefined,
      },
    },
  ];
};

export default function CoachRoute({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  return <CoachPageView page={loaderData} parts={parts} />;
}

export const ErrorBoundary = detailErrorBoundary(NotFoundNotice, "No se encontró el entrenador", "/entrenadores-padel-puebla");
