// The /unete-dagos join list (docs/product.md §3.3). Saving: with an Instagram
// handle the row is upserted on it (one row per handle, even when two saves race); without one a new
// row is inserted. The welcome WhatsApp is queued in the same transaction (it is sent later by the
// job worker, so the join never fails because WhatsApp is down).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { club, joinSignup, player, rateLimit, user } from "../../../db/schema";
import { JoinSchema, type JoinInput } from "~/lib/schemas/join";
import { done, refused, type Result } from "~/domain/result";
import { queueWelcome } from "~/server/whatsapp";
import { classRequestClientKey } from "~/server/directory";
import { getConfig } from "../infra/config.server";
import { getDb, type Db, type Tx } from "../infra/db.server";
import { intent, type Intent } from "../infra/form-intents.server";
import { getLogger } from "../infra/logger.server";
import type { SessionUser } from "~/server/accounts";

/** A saved join: a row created or updated on its Instagram handle, or one without a handle. */
export type JoinSaved = { kind: "created" | "updated"; instagram: string } | { kind: "saved"; instagram: null };

const JOIN_RATE_LIMITED = "Demasiados registros desde este dispositivo. Inténtalo de nuevo en unos minutos.";

/** Saves per client (account, else hashed address) per window: each save may send a WhatsApp message. */
export const JOIN_LIMIT = 5;
export const JOIN_WINDOW_MINUTES = 10;

/**
 * Counts one save of `clientKey` in a fixed window kept in the rate_limit table (key prefix 'join:';
 * last_request holds the window's start) and says whether it is within JOIN_LIMIT. One statement, so
 * parallel saves of a client cannot slip past it, and it holds across app processes.
 */
async function withinJoinLimit(db: Db, clientKey: string, now = Date.now()): Promise<boolean> {
  const expired = sql`${rateLimit.lastRequest} < ${now - JOIN_WINDOW_MINUTES * 60_000}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: `join:${clientKey}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 0) <= JOIN_LIMIT;
}

async function clubOf(tx: Tx, clubId: number | undefined): Promise<{ clubId: number | null; clubName: string | null }> {
  if (!clubId) return { clubId: null, clubName: null };
  const [row] = await tx.select({ id: club.id, name: club.name }).from(club).where(eq(club.id, clubId));
  return { clubId: row?.id ?? null, clubName: row?.name ?? null };
}

/** `limit.clientKey`: count this save against the client's limit (off where rate limits are off). */
export async function saveJoinSignup(values: JoinInput, userId: string | null, limit?: { clientKey: string }): Promise<Result<JoinSaved>> {
  const db = getDb();
  if (limit && !(await withinJoinLimit(db, limit.clientKey))) return refused(JOIN_RATE_LIMITED, 429);
  return db.transaction(async (tx) => {
    const row = {
      name: values.name,
      phone: values.phone,
      instagram: values.instagram,
      gender: values.gender,
      birthDate: values.birthDate,
      category: values.category,
      ...(await clubOf(tx, values.clubId)),
      acceptsTournaments: values.acceptsTournaments,
      acceptsDiscounts: values.acceptsDiscounts,
      acceptsTerms: true,
      userId,
    };
    let outcome: JoinSaved;
    if (row.instagram) {
      const [saved] = await tx
        .insert(joinSignup)
        .values(row)
        .onConflictDoUpdate({
          target: joinSignup.instagram,
          // An anonymous save keeps the account an earlier signed-in save linked.
          set: { ...row, userId: sql`coalesce(excluded.user_id, ${joinSignup.userId})`, updatedAt: new Date() },
        })
        // xmax is 0 for a row this statement inserted and set for one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      outcome = { kind: saved?.inserted ? "created" : "updated", instagram: row.instagram };
    } else {
      await tx.insert(joinSignup).values(row);
      outcome = { kind: "saved", instagram: null };
    }
    await queueWelcome(tx, { name: row.name, phone: row.phone });
    return done(outcome);
  });
}

/** '¡Datos guardados!' and what happened to the Instagram entry (docs/product.md §3.3). */
export function joinSuccessText(outcome: JoinSaved): string {
  if (outcome.kind === "created") return `Creamos tu registro con el Instagram @${outcome.instagram}.`;
  if (outcome.kind === "updated") return `Actualizamos tu registro con el Instagram @${outcome.instagram}.`;
  return "Gracias por compartir tus datos de jugador.";
}

export type JoinDefaults = {
  name: string;
  phone: string;
  instagram: string;
  gender: string;
  category: string;
  clubId: string;
};

/** The form's prefill from the signed-in user's profile and linked player (docs/product.md §3.3). */
export async function joinDefaults(userId: string | null): Promise<JoinDefaults> {
  const empty = { name: "", phone: "", instagram: "", gender: "", category: "", clubId: "" };
  if (!userId) return empty;
  const [row] = await getDb()
    .select({
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      gender: user.gender,
      category: user.category,
      clubId: user.preferredClubId,
      handle: player.handle,
    })
    .from(user)
    .leftJoin(player, eq(player.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return empty;
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.name;
  return {
    name: fullName,
    phone: row.phone ?? "",
    instagram: row.handle ?? "",
    gender: row.gender ?? "",
    category: row.category ?? "",
    clubId: row.clubId ? String(row.clubId) : "",
  };
}

/** The join form (docs/product.md §3.3): anyone may join; a signed-in user's row is linked to the account. */
export const JOIN_FORM: Intent<{ request: Request; user: SessionUser | null }> = intent(
  JoinSchema,
  async ({ value, reply }, { request, user }) => {
    try {
      const userId = user?.id ?? null;
      const limit = getConfig().rateLimit ? { clientKey: classRequestClientKey(request, userId) } : undefined;
      const outcome = await saveJoinSignup(value, userId, limit);
      if (!outcome.ok) {
        return reply.formError(outcome.message, {
          status: outcome.status,
          toast: { type: "error", title: "Error", description: outcome.message },
        });
      }
      return reply.ok({ reset: true, toast: { type: "success", title: "¡Datos guardados!", description: joinSuccessText(outcome.value) } });
    } catch (error) {
      getLogger().error({ err: error }, "join signup failed");
      return reply.refuse(503, { type: "error", title: "Error", description: "No se pudo guardar tu registro. Inténtalo de nuevo." });
    }
  },
);
