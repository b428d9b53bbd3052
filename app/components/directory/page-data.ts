// What the club and coach pages show: the loader's data, read by the page and by its lazily loaded edit view.
import type { ClubPage } from "~/server/directory";
import type { CoachPage } from "~/server/directory";
import type { SocialEventCard } from "~/server/social";

export type ClubPageData = ClubPage & {
  registeredBy: { name: string; email: string } | null;
  whatsappLink: string | null;
  editing: boolean;
  canEdit: boolean;
  isAdmin: boolean;
  amenityOptions: { id: number; name: string }[];
  /** Its upcoming Americano and Mexicano nights (issue 32). */
  socialEvents: SocialEventCard[];
};

export type CoachPageData = CoachPage & {
  registeredBy: { name: string; email: string } | null;
  editing: boolean;
  requesting: boolean;
  isAdmin: boolean;
  clubOptions: { id: number; name: string }[];
  requester: { name: string; phone: string; email: string };
};
