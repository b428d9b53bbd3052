export { drawOgImage } from "./draw-og.server";
export { ogImageAt, playerOgImage } from "./og-images.server";
export {
  resultsCard,
  resultsData,
  tournamentCard,
  tournamentCardData,
  tournamentOgCard,
  tournamentOgData,
} from "./tournament-share.server";
