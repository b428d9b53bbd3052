// What the site's header and footer need on every page: the root loader's data, and a refusal thrown
// before any loader ran (the admin guard) carries it so the refused page keeps its header and footer.
import { mexicoToday } from "~/domain/tournament-status";
import type { SessionUser } from "./auth.server";
import { publicConfig } from "../infra/config.server";

export function shellData(user: SessionUser | null) {
  return {
    user: user ? { id: user.id, name: user.name, image: user.image ?? null, role: user.role ?? "user" } : null,
    config: publicConfig(),
    year: Number(mexicoToday(new Date()).slice(0, 4)),
  };
}

export type ShellData = ReturnType<typeof shellData>;
