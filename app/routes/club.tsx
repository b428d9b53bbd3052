import { data, redirect } from "react-router";
import { clubOgPath } from "~/lib/og-paths";
import { detailErrorBoundary } from "~/components/directory/detail-error-boundary";
import { ClubPageView } from "~/components/directory/club-page";
import { useServerToast } from "~/components/ui/toaster";
import { clubPath } from "~/domain/slugs";
import { whatsappUrl } from "~/domain/phone";
import { pageMeta, summary } from "~/lib/seo";
import { currentUser } from "~/server/accounts";
import { findClubIdBySlug, getClubPage, listAmenities } from "~/server/directory";
import { clubSocialEvents } from "~/server/social";
import { registeredBy } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { CLUB_INTENTS } from "~/server/directory";
import { canEditClub, isAdmin, requireClubAdmin } from "~/server/accounts";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/infra/uploads.server";
import { dispatchIntent, refuseForm } from "~/server/infra/form-intents.server";
import type { FormReply } from "~/lib/form-reply";
import type { Route } from "./+types/club";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

// The edit view (form, Zod, upload field) is its own chunk, loaded only when editing; the gallery (below
// the facts on a phone) is the same server HTML with its code loaded after the page's, or not at all, and
// its lightbox (a Radix dialog) when the pointer reaches the gallery; the not-found notice only on a 404.
const parts = {
  ClubEditView: lazyComponent(() => import("~/components/directory/club-edit-view").then((m) => m.ClubEditView)),
  ClubGallery: lazyComponent(() => import("~/components/directory/club-gallery").then((m) => m.ClubGallery)),
  GalleryLightbox: lazyComponent(() => import("~/components/directory/club-gallery-lightbox").then((m) => m.GalleryLightbox)),
};
const NotFoundNotice = lazyComponent(() => import("~/components/directory/not-found-notice").then((m) => m.NotFoundNotice));

/** Members see what anonymous visitors see; club administrators are editors, whose pages are rendered for them (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

function numericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The club page of /clubs-padel-puebla/{slug}/{id}, or of /clubs-padel-puebla/{slug}: by slug, by a slug
 * one or two letters away (a misspelt name, answered with a 301 to its address, even when the name ends in
 * a number), or by an id ending the slug ('club-fabrica-12', the old addresses); null when none.
 */
async function clubPageFrom(params: { nombre?: string; id?: string }) {
  if (params.id !== undefined) {
    const id = numericId(params.id);
    return id === null ? null : getClubPage(id);
  }
  const slug = params.nombre ?? "";
  const lookups = [
    () => findClubIdBySlug(slug),
    () => findClubIdBySlug(slug, { nearest: true }),
    async () => numericId(slug.split("-").pop()),
  ];
  for (const lookup of lookups) {
    const id = await lookup();
    const page = id === null ? null : await getClubPage(id);
    if (page) return page;
  }
  return null;
}

/** Public page; the edit mode (?editar=1) is for administrators and the club's own administrators. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await clubPageFrom(params);
  if (!page) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const canonical = clubPath(page.club);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const editing = url.searchParams.get("editar") === "1";
  const user = editing ? await requireClubAdmin({ request, context }, page.club.id) : await currentUser({ context });
  const canEdit = editing || (await canEditClub(user, page.club.id));
  return {
    ...page,
    whatsappLink: whatsappUrl(page.club.whatsapp),
    editing,
    canEdit,
    isAdmin: isAdmin(user),
    amenityOptions: editing ? await listAmenities() : [],
    socialEvents: await clubSocialEvents(page.club.id),
    registeredBy: editing && isAdmin(user) ? await registeredBy(page.club.createdBy) : null,
    siteUrl: getConfig().SITE_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const clubId = numericId(params.id);
  if (clubId === null) throw data(null, { status: 404 });
  const user = await requireClubAdmin({ request, context }, clubId);
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData) return refuseForm("update-club", 413, { type: "error", title: "Archivo demasiado grande", description: IMAGE_TOO_LARGE });
  if (formData.get("intent") === "delete-club" && !isAdmin(user))
    throw data("No tienes permiso para realizar esta acción.", { status: 403 });
  return dispatchIntent(formData, CLUB_INTENTS, { user, clubId });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: "No se encontró el club solicitado" }];
  const { club } = page;
  const path = clubPath(club);
  const url = `${page.siteUrl}${path}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    name: club.name,
    description: club.description ?? undefined,
    url,
    image: club.image ? (club.image.startsWith("/") ? `${page.siteUrl}${club.image}` : club.image) : undefined,
    telephone: club.whatsapp ? `+52${club.whatsapp}` : undefined,
    hasMap: club.mapsUrl ?? undefined,
    address: club.state ? { "@type": "PostalAddress", addressRegion: club.state, addressCountry: "MX" } : undefined,
    amenityFeature: page.amenities.map((a) => ({ "@type": "LocationFeatureSpecification", name: a.name, value: true })),
    sameAs: club.instagramUrl ? [club.instagramUrl] : undefined,
  };
  return [
    ...pageMeta({
      title: `${club.name} | Club de pádel en ${club.state ?? "México"}`,
      description: summary(club.description) || `${club.name}: canchas, costo por hora, horarios y contacto.`,
      siteUrl: page.siteUrl,
      path,
      ogImage: { path: clubOgPath(club.id), alt: `${club.name}, club de pádel${club.state ? ` en ${club.state}` : ""}` },
    }),
    ...(page.editing ? [{ name: "robots", content: "noindex" }] : []),
    { "script:ld+json": jsonLd },
  ];
};

export default function ClubRoute({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  return <ClubPageView page={loaderData} parts={parts} />;
}

export const ErrorBoundary = detailErrorBoundary(NotFoundNotice, "No se encontró el club solicitado", "/clubs-padel-puebla");
