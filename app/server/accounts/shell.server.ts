// What the site's header and footer need on every page: the root loader's data, and a refusal thrown
// before any loader ran (the admin guard) carries it so the refused page keeps its header and footer.
import { mexicoToday } from "~/domain/tournament-status";
import type { SessionUser } from "./auth.server";
import { publicConfig } from "../infra/config.server";

/**
 * What the header and footer need. On the members' copy of a page (ADR 0036) there is no user but the
 * visitor is signed in: the menu is a member's, and who they are comes from /api/yo.
 */
export function shellData(user: SessionUser | null, sharedMemberPage = false) {
  return {
    user: user ? { id: user.id, name: user.name, image: user.image ?? null, role: user.role ?? "user" } : null,
    signedIn: user !== null || sharedMemberPage,
    config: publicConfig(),
    year: Number(mexicoToday(new Date()).slice(0, 4)),
  };
}

export type ShellData = ReturnType<typeof shellData>;
