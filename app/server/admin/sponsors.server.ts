// Sponsors (docs/product.md §2.2, §11.7): the strip of the common layout, requests from signed-in users and
// the administrators' management. Permission checks happen in the route modules.
import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import { auditLog, escapeLike, sponsor } from "../../../db/schema";
import { SponsorRequestSchema, type SponsorEditInput, type SponsorInput } from "~/lib/schemas/sponsor";
import { getDb } from "../infra/db.server";
import { intent, type Intent } from "../infra/form-intents.server";
import { publicDataMemo } from "../infra/public-data.server";
import type { SessionUser } from "~/server/accounts";

export type SponsorSlide = { id: number; title: string; description: string; targetUrl: string | null; image: string | null };

const slideColumns = {
  id: sponsor.id,
  title: sponsor.title,
  description: sponsor.description,
  targetUrl: sponsor.targetUrl,
  image: sponsor.image,
};

/** Fisher-Yates over a copy (docs/product.md §2.2: active sponsors show in random order). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// The strip is on every page: its rows are read once per change of public data (ADR 0032).
const activeRows = publicDataMemo<readonly SponsorSlide[]>(1);

/** Active sponsors for the strip, in random order. */
export async function activeSponsors(): Promise<SponsorSlide[]> {
  const rows = await activeRows("active", () =>
    getDb().select(slideColumns).from(sponsor).where(eq(sponsor.active, true)).orderBy(asc(sponsor.id)),
  );
  return shuffled(rows);
}

/** Active sponsors whose title names the brand (the /unete-dagos logos, docs/product.md §3.3). */
export function brandSponsors(brandWords: readonly string[]): Promise<SponsorSlide[]> {
  const words = brandWords.map((w) => w.trim()).filter(Boolean);
  return getDb()
    .select(slideColumns)
    .from(sponsor)
    .where(and(eq(sponsor.active, true), or(...words.map((w) => ilike(sponsor.title, `%${escapeLike(w)}%`)))))
    .orderBy(asc(sponsor.id));
}

/** A request from a signed-in user: stored inactive until an administrator activates it (docs/product.md §2.2). */
export async function createSponsorRequest(values: SponsorInput, userId: string): Promise<{ id: number }> {
  const [row] = await getDb()
    .insert(sponsor)
    .values({ ...values, active: false, submittedBy: userId })
    .returning({ id: sponsor.id });
  return row!;
}

export type AdminSponsor = SponsorSlide & { active: boolean; createdAt: Date; submitterName: string | null; submitterEmail: string | null };

/** Every sponsor, pending requests first (newest first), then active and inactive ones by title. */
export async function listSponsorsForAdmin(): Promise<AdminSponsor[]> {
  const rows = await getDb().query.sponsor.findMany({
    with: { submitter: { columns: { name: true, email: true } } },
    orderBy: [asc(sponsor.active), desc(sponsor.createdAt), asc(sponsor.id)],
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    targetUrl: r.targetUrl,
    image: r.image,
    active: r.active,
    createdAt: r.createdAt,
    submitterName: r.submitter?.name ?? null,
    submitterEmail: r.submitter?.email ?? null,
  }));
}

/** Changes one sponsor and records who did it; false when the sponsor does not exist. */
async function changeSponsor(
  id: number,
  actorId: string,
  action: string,
  change: Partial<typeof sponsor.$inferInsert> | null,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = change
      ? await tx.update(sponsor).set(change).where(eq(sponsor.id, id)).returning({ id: sponsor.id })
      : await tx.delete(sponsor).where(eq(sponsor.id, id)).returning({ id: sponsor.id });
    if (rows.length === 0) return false;
    await tx.insert(auditLog).values({ actorUserId: actorId, action, entityType: "sponsor", entityId: String(id), data: change ?? {} });
    return true;
  });
}

export const setSponsorActive = (id: number, active: boolean, actorId: string) =>
  changeSponsor(id, actorId, active ? "sponsor.activate" : "sponsor.deactivate", { active });

export const updateSponsor = ({ id, ...values }: SponsorEditInput, actorId: string) => changeSponsor(id, actorId, "sponsor.update", values);

export const deleteSponsor = (id: number, actorId: string) => changeSponsor(id, actorId, "sponsor.delete", null);

export const SPONSOR_REQUEST_INTENT = "sponsor-request";

/** A sponsor request (docs/product.md §2.2) from a signed-in user: stored inactive. */
export const SPONSOR_REQUEST: Intent<{ user: SessionUser }> = intent(SponsorRequestSchema, async ({ value, reply }, { user }) => {
  await createSponsorRequest(value, user.id);
  return reply.ok({ reset: true });
});
