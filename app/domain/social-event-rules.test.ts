import { describe, expect, it } from "vitest";
import { socialEventDetails } from "./social-event-rules";

const base = {
  format: "mexicano" as const,
  courts: ["Central", "Cancha 2"],
  rounds: 6,
  minutes: null,
  pointsPerMatch: 21,
  playerCap: 16,
  genderMix: "mixto" as const,
  sitOutRule: "fijo" as const,
  sitOutPoints: 10,
  mexicanoRule: "1y4-vs-2y3" as const,
  mexicanoOpening: "nivel" as const,
  serveRule: "4 saques por jugador",
  price: "$150 por persona",
  categoryFrom: "4ta",
  categoryTo: "2da",
};

describe("the event page's 'Detalles'", () => {
  it("lists a Mexicano's settings in Spanish, its pairing and round 1 included", () => {
    expect(socialEventDetails(base, ["Rodrigo Ortega", "Ana Ruiz"])).toEqual([
      { label: "Formato", value: "Mexicano" },
      { label: "Canchas", value: "Central, Cancha 2" },
      { label: "Duración", value: "6 rondas" },
      { label: "Puntos por partido", value: "21 puntos" },
      { label: "Cupo", value: "16 jugadores" },
      { label: "Juegan", value: "Mixto (un hombre y una mujer por lado)" },
      { label: "Descanso", value: "10 puntos por ronda" },
      { label: "Parejas", value: "1º y 4º contra 2º y 3º" },
      { label: "Primera ronda", value: "Por nivel" },
      { label: "Saque", value: "4 saques por jugador" },
      { label: "Precio", value: "$150 por persona" },
      { label: "Categorías", value: "4ta a 2da" },
      { label: "Organiza", value: "Rodrigo Ortega, Ana Ruiz" },
    ]);
  });

  it("an Americano by time leaves out Mexicano's rules and what was not set", () => {
    const americano = {
      ...base,
      format: "americano" as const,
      rounds: null,
      minutes: 90,
      pointsPerMatch: null,
      genderMix: "abierto" as const,
      sitOutRule: "promedio" as const,
      sitOutPoints: null,
      serveRule: null,
      price: null,
      categoryFrom: null,
      categoryTo: "3ra",
    };
    expect(socialEventDetails(americano, [])).toEqual([
      { label: "Formato", value: "Americano" },
      { label: "Canchas", value: "Central, Cancha 2" },
      { label: "Duración", value: "90 minutos" },
      { label: "Puntos por partido", value: "Por tiempo" },
      { label: "Cupo", value: "16 jugadores" },
      { label: "Juegan", value: "Abierto" },
      { label: "Descanso", value: "Su promedio de puntos" },
      { label: "Categorías", value: "Hasta 3ra" },
      { label: "Organiza", value: "Pádel Puebla" },
    ]);
  });
});
