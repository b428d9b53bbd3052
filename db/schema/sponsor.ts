import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { id, notBlank, timestamps } from "./columns";

/** The original site's publicidad. Requests are created inactive; an admin activates them. */
export const sponsor = pgTable(
  "sponsor",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").default("").notNull(),
    targetUrl: text("target_url"),
    image: text("image"),
    active: boolean("active").default(false).notNull(),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("sponsor_title_check", notBlank(t.title)),
    index("sponsor_active_idx").on(t.active),
    index("sponsor_submitted_by_idx").on(t.submittedBy),
  ],
);
