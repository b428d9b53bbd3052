export {
  AUTOMATION_INTENTS,
  CHAT_INTENTS,
  PAYMENTS_INTENTS,
  REQUEST_INTENTS,
  SEO_INTENTS,
  SPONSOR_INTENTS,
  WHATSAPP_INTENTS,
} from "./admin-forms.server";
export {
  listPlayerClaims,
  listPlayerReports,
  listRequests,
  type PlayerClaimRow,
  type PlayerReportRow,
  type RequestRow,
} from "./requests.server";
export { startSitemapScheduler } from "./sitemap-scheduler.server";
export { readSitemap, readSitemapStats, type SitemapStats } from "./sitemap.server";
export {
  activeSponsors,
  brandSponsors,
  listSponsorsForAdmin,
  SPONSOR_REQUEST,
  SPONSOR_REQUEST_INTENT,
  type SponsorSlide,
} from "./sponsors.server";
