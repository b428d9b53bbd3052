import { describe, expect, it } from "vitest";
import {
  matchStartInstant,
  reminderDedupeKey,
  reminderParameters,
  reminderRefusal,
  reminderRunAt,
  slotWhen,
  whatsAppTemplates,
  type ReminderMatch,
  type ReminderPlayer,
} from "./match-reminders";

const slot = { day: "2026-12-05", start: "10:00", courtId: 3 };
const match: ReminderMatch = { published: true, bye: false, played: false, slot, playerIds: [1, 2, 3, 4] };
const player: ReminderPlayer = { id: 1, phone: "2225550101", optedIn: true };
const before = new Date("2026-12-05T15:00:00Z"); // 09:00 in Puebla

describe("match reminder timing", () => {
  it("reads the slot on Mexico City's clock (UTC-6)", () => {
    expect(matchStartInstant(slot)).toEqual(new Date("2026-12-05T16:00:00Z"));
  });

  it("is due the lead time before the start", () => {
    expect(reminderRunAt(slot, 30, new Date("2026-12-01T12:00:00Z"))).toEqual(new Date("2026-12-05T15:30:00Z"));
    expect(reminderRunAt(slot, 1440, new Date("2026-12-01T12:00:00Z"))).toEqual(new Date("2026-12-04T16:00:00Z"));
  });

  it("is due at once for a match closer than the lead time, and never once it has started", () => {
    expect(reminderRunAt(slot, 90, before)).toEqual(before);
    expect(reminderRunAt(slot, 30, new Date("2026-12-05T16:00:00Z"))).toBeNull();
  });

  it("has one key per match, player and slot", () => {
    expect(reminderDedupeKey(7, 1, slot)).toBe("recordatorio:7:1:2026-12-05T10:00@3");
    expect(reminderDedupeKey(7, 1, { ...slot, courtId: 4 })).toBe("recordatorio:7:1:2026-12-05T10:00@4");
  });
});

describe("who gets a reminder", () => {
  it("a player of a published, scheduled, unplayed match with a phone who wants them", () => {
    expect(reminderRefusal(match, player, slot, before)).toBeNull();
    expect(reminderRefusal(match, player, null, before)).toBeNull();
  });

  it("nobody else, with the reason the log shows", () => {
    expect(reminderRefusal(null, player, slot, before)).toBe("el partido ya no existe (el cuadro se volvió a sortear)");
    expect(reminderRefusal({ ...match, published: false }, player, slot, before)).toBe("el cuadro no está publicado");
    expect(reminderRefusal({ ...match, bye: true }, player, slot, before)).toBe("es un pase directo");
    expect(reminderRefusal({ ...match, played: true }, player, slot, before)).toBe("el partido ya tiene resultado");
    expect(reminderRefusal({ ...match, slot: null }, player, slot, before)).toBe("el partido salió del orden de juego");
    expect(reminderRefusal(match, player, { ...slot, start: "11:00" }, before)).toBe("el partido cambió de horario o de cancha");
    expect(reminderRefusal(match, player, slot, new Date("2026-12-05T16:05:00Z"))).toBe("el partido ya empezó");
    expect(reminderRefusal(match, { ...player, id: 9 }, slot, before)).toBe("el jugador ya no juega este partido");
    expect(reminderRefusal(match, { ...player, phone: null }, slot, before)).toBe("el jugador no tiene teléfono");
    expect(reminderRefusal(match, { ...player, optedIn: false }, slot, before)).toBe("el jugador no quiere recordatorios");
  });
});

describe("the message", () => {
  it("says the day and time in Spanish, the court, the rival pair or that it is still unknown", () => {
    expect(slotWhen({ day: "2026-12-06", start: "08:30" })).toBe("domingo, 6 de diciembre a las 08:30");
    expect(
      reminderParameters({
        playerName: "Ana",
        slot,
        courtName: "Cancha 1",
        rivalPair: null,
        tournament: "Copa Puebla",
        optOutUrl: "https://example.test/recordatorios/baja/x.y",
      }),
    ).toEqual([
      "Ana",
      "sábado, 5 de diciembre a las 10:00",
      "Cancha 1",
      "por definir",
      "Copa Puebla",
      "https://example.test/recordatorios/baja/x.y",
    ]);
  });

  it("templates are listed with as many variables as their example body uses", () => {
    const templates = whatsAppTemplates("Dagos Pádel Puebla");
    expect(templates.map((t) => t.name)).toEqual([
      "dagos_intro",
      "recordatorio_partido",
      "cuadro_publicado",
      "evento_inscripcion",
      "recordatorio_evento",
      "pago_aprobado",
      "pago_por_vencer",
    ]);
    for (const template of templates) {
      const used = new Set([...template.example.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
      expect([...used].sort((a, b) => a - b)).toEqual(template.variables.map((_, i) => i + 1));
    }
  });
});
