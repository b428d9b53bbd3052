import { AMENITIES, CLUB_DESCRIPTIONS, CLUBS } from "./catalogues";
import { daysBefore, localPhone } from "./people";
import type { Rng } from "./rng";
import type { AmenityRow, ClubAmenityRow, ClubRow } from "./types";
import { clubSlug } from "../../app/domain/slugs";

export interface ClubsData {
  clubs: ClubRow[];
  amenities: AmenityRow[];
  clubAmenities: ClubAmenityRow[];
}

export function generateClubs(rng: Rng, now: Date): ClubsData {
  const created = daysBefore(now, 900);
  const amenities = AMENITIES.map((name, i): AmenityRow => ({ id: i + 1, name, createdAt: created }));
  const clubAmenities: ClubAmenityRow[] = [];
  const clubs = CLUBS.map((template, i): ClubRow => {
    const id = i + 1;
    const hourly = rng.int(7, 14) * 50;
    const createdAt = daysBefore(now, rng.int(300, 800));
    for (const amenity of rng.sample(amenities, rng.int(4, 9)).sort((a, b) => a.id - b.id)) {
      clubAmenities.push({ clubId: id, amenityId: amenity.id });
    }
    return {
      id,
      name: template.name,
      slug: clubSlug(template.name),
      state: template.state,
      description: rng.pick(CLUB_DESCRIPTIONS).replace("{city}", template.city),
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${template.name}, ${template.city}`)}`,
      whatsapp: localPhone(rng, template.areaCode),
      courts: rng.int(2, 10),
      covered: template.covered,
      hourlyCost: String(hourly),
      specialHoursCost: rng.chance(0.6) ? String(hourly + rng.pick([100, 150, 200])) : null,
      image: null,
      // The clubs are fictional: no link to a real Instagram account.
      instagramUrl: null,
      featured: template.featured,
      createdBy: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { clubs, amenities, clubAmenities };
}
