// Addresses of the generated Open Graph images (1200 x 630) of the public pages, for their `meta`
// (the images are answered by routes/og.$.ts, the tournament's and player's by their own routes).

export const OG_PATHS = {
  home: "/og/inicio.png",
  tournaments: "/og/torneos.png",
  players: "/og/jugadores.png",
  clubs: "/og/clubs.png",
  coaches: "/og/entrenadores.png",
} as const;

export function rankingOgPath(categoryParam: string, gender: string) {
  return `/og/ranking/${categoryParam}/${gender.toLowerCase()}.png`;
}

export function clubOgPath(id: number) {
  return `/og/clubs/${id}.png`;
}

export function coachOgPath(id: number) {
  return `/og/entrenadores/${id}.png`;
}

export function playerOgPath(id: number) {
  return `/api/players/${id}/og.png`;
}
