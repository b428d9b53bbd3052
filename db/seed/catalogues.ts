// Fixed vocabularies for the demo data. Everything here is fictional.

import type { MixedCategory, RankingCategory } from "../../app/domain/categories";

/** Share of players per level: a pyramid with most players in the lower categories. */
export const LEVEL_WEIGHTS: Record<RankingCategory, number> = {
  "6ta": 20,
  "5ta": 22,
  "4ta": 20,
  "3ra": 15,
  "2da": 10,
  "1ra": 6,
  Open: 3,
};

/** Levels from which the over-50 ('50+') players are drawn. */
export const VETERAN_LEVELS: readonly RankingCategory[] = ["3ra", "4ta", "5ta"];

/** Which mixed letter a player of a given level plays in. */
export const MIXED_LEVEL: Record<RankingCategory, MixedCategory> = {
  Open: "A",
  "1ra": "A",
  "2da": "B",
  "3ra": "C",
  "4ta": "D",
  "5ta": "E",
  "6ta": "E",
};

export interface ClubTemplate {
  name: string;
  state: string;
  city: string;
  areaCode: string;
  covered: boolean;
  featured: boolean;
  /** Names its tournaments carry ('Copa Cholula Open 2026'). */
  places: readonly string[];
}

export const CLUBS: readonly ClubTemplate[] = [
  { name: "Padel Center Angelópolis", state: "Puebla", city: "Puebla", areaCode: "222", covered: true, featured: true, places: ["Angelópolis", "Puebla"] },
  { name: "Club de Pádel Cholula", state: "Puebla", city: "San Andrés Cholula", areaCode: "222", covered: false, featured: true, places: ["Cholula", "San Pedro"] },
  { name: "Zavaleta Pádel Club", state: "Puebla", city: "Puebla", areaCode: "222", covered: true, featured: false, places: ["Zavaleta", "La Paz", "Los Fuertes"] },
  { name: "Lomas Pádel & Social", state: "Puebla", city: "Lomas de Angelópolis", areaCode: "221", covered: true, featured: true, places: ["Lomas", "Angelópolis"] },
  { name: "Atlixco Pádel Jardín", state: "Puebla", city: "Atlixco", areaCode: "222", covered: false, featured: false, places: ["Atlixco"] },
  { name: "La Reja Pádel Tehuacán", state: "Puebla", city: "Tehuacán", areaCode: "221", covered: false, featured: false, places: ["Tehuacán"] },
  { name: "Tlaxcala Pádel Arena", state: "Tlaxcala", city: "Tlaxcala", areaCode: "246", covered: true, featured: false, places: ["Tlaxcala"] },
  { name: "Xalapa Pádel Club", state: "Veracruz", city: "Xalapa", areaCode: "228", covered: true, featured: false, places: ["Xalapa"] },
  { name: "Pádel Coyoacán Indoor", state: "Ciudad de México", city: "Coyoacán", areaCode: "55", covered: true, featured: true, places: ["Coyoacán"] },
  { name: "Metepec Pádel Center", state: "Estado de México", city: "Metepec", areaCode: "722", covered: true, featured: false, places: ["Metepec"] },
  { name: "Pachuca Pádel Club", state: "Hidalgo", city: "Pachuca", areaCode: "771", covered: false, featured: false, places: ["Pachuca"] },
  { name: "Cuernavaca Pádel Resort", state: "Morelos", city: "Cuernavaca", areaCode: "777", covered: false, featured: false, places: ["Cuernavaca"] },
  { name: "Oaxaca Pádel Monte Albán", state: "Oaxaca", city: "Oaxaca de Juárez", areaCode: "951", covered: false, featured: false, places: ["Oaxaca", "Monte Albán"] },
];

export const AMENITIES = [
  "Estacionamiento",
  "Regaderas",
  "Vestidores",
  "Cafetería",
  "Tienda pro shop",
  "Wi-Fi",
  "Renta de palas",
  "Iluminación LED",
  "Canchas panorámicas",
  "Terraza",
  "Área infantil",
  "Clases grupales",
] as const;

export const CLUB_DESCRIPTIONS = [
  "Club con ambiente familiar en {city}, ideal para jugar después del trabajo y convivir con la comunidad de pádel.",
  "Canchas de cristal de última generación en {city}, con ligas internas cada mes y torneos de fin de semana.",
  "El punto de encuentro del pádel en {city}: reservas sencillas, buen ambiente y clases para todos los niveles.",
  "Instalaciones modernas en {city} con canchas panorámicas, escuela para niños y eventos sociales.",
  "Club boutique en {city} pensado para jugadores que buscan partidos competitivos y entrenamientos personalizados.",
] as const;

export const MALE_NAMES = [
  "José", "Luis", "Juan", "Carlos", "Miguel", "Jorge", "Alejandro", "Fernando", "Ricardo", "Eduardo",
  "Roberto", "Francisco", "Javier", "Daniel", "Sergio", "Andrés", "Diego", "Pablo", "Rodrigo", "Emilio",
  "Santiago", "Sebastián", "Mateo", "Leonardo", "Emiliano", "Iker", "Gael", "Joaquín", "Tomás", "Ángel",
  "Héctor", "Arturo", "Raúl", "Óscar", "Manuel", "Guillermo", "Gerardo", "Alberto", "Adrián", "Marco",
  "Iván", "Rafael", "Alonso", "Mauricio", "Gustavo", "Salvador", "Ernesto", "Antonio", "Hugo", "Rubén",
  "Enrique", "Armando", "Víctor", "Octavio", "Patricio", "Bruno", "Nicolás", "Maximiliano", "Julián", "Esteban",
] as const;

export const FEMALE_NAMES = [
  "María", "Guadalupe", "Fernanda", "Sofía", "Valentina", "Regina", "Camila", "Ximena", "Daniela", "Andrea",
  "Mariana", "Paola", "Gabriela", "Alejandra", "Natalia", "Valeria", "Renata", "Lucía", "Isabella", "Victoria",
  "Ana", "Karla", "Claudia", "Patricia", "Verónica", "Mónica", "Adriana", "Lorena", "Carolina", "Diana",
  "Paulina", "Montserrat", "Fátima", "Jimena", "Ivanna", "Itzel", "Abril", "Frida", "Romina", "Marisol",
  "Sandra", "Laura", "Elena", "Rocío", "Beatriz", "Teresa", "Alicia", "Cecilia", "Silvia", "Leticia",
  "Estefanía", "Mariel", "Aranza", "Constanza", "Julieta", "Emilia", "Luciana", "Catalina", "Nayeli", "Samantha",
] as const;

export const LAST_NAMES = [
  "Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Cruz",
  "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez", "Torres", "Díaz", "Gutiérrez", "Ruiz",
  "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo", "Romero", "Álvarez", "Méndez", "Chávez", "Rivera",
  "Juárez", "Ramos", "Domínguez", "Herrera", "Medina", "Castro", "Vargas", "Guzmán", "Velázquez", "Muñoz",
  "Rojas", "Contreras", "Salazar", "Luna", "Ortega", "Santiago", "Guerrero", "Estrada", "Bautista", "Cortés",
  "Soto", "Alvarado", "Espinoza", "Lara", "Ávila", "Ríos", "Cervantes", "Sandoval", "Navarro", "Delgado",
  "Vega", "Carrillo", "Campos", "Solís", "Fuentes", "Rosales", "Márquez", "Cabrera", "Ibarra", "Nava",
  "Zamora", "Trejo", "Galindo", "Olvera", "Pacheco", "Carmona", "Bonilla", "Zárate", "Villalobos", "Montiel",
  "Tapia", "Arellano", "Mejía", "Escobar", "Orozco", "Cuevas", "Serrano", "Toledo", "Valencia", "Ocampo",
  "Lozano", "Rangel", "Becerra", "Palacios", "Barrera", "Figueroa", "Ponce", "Acosta", "Quintero", "Sosa",
] as const;

export const HANDLE_SUFFIXES = ["padel", "pdl", "mx", "pue", "volea", "smash", "_", "."] as const;

/** {place}, {year}, {club} and {n} are filled in by the generator. */
export const TOURNAMENT_TITLES = [
  "Torneo Relámpago {place}",
  "Copa {place} Open {year}",
  "Abierto de Pádel {place} {year}",
  "Torneo de Aniversario {club}",
  "Circuito Poblano de Pádel - Etapa {n}",
  "Copa Talavera {year}",
  "Torneo Nocturno {place}",
  "Master Final {place} {year}",
  "Torneo de Fin de Semana {place}",
  "Copa Volea {place} {year}",
  "Reto de Parejas {place}",
  "Torneo Amateur {place}",
] as const;

export const TOURNAMENT_DESCRIPTIONS = [
  "Torneo por parejas con formato de grupos y eliminación directa. Incluye kit de bienvenida, hidratación y premios para campeones y subcampeones.",
  "Fin de semana de pádel competitivo con partidos garantizados, rifas entre los participantes y convivio al final de la jornada.",
  "Torneo abierto a todas las categorías con sistema de consolación para que todas las parejas jueguen al menos tres partidos.",
  "Evento oficial del circuito local: puntos para el ranking, jueces en las finales y transmisión en vivo de la final principal.",
  "Torneo relámpago de un día, partidos a un set con punto de oro. Trae tu pala y tu mejor actitud.",
] as const;

export const FEES = [500, 600, 700, 800, 900, 1000, 1200] as const;

export interface SponsorTemplate {
  title: string;
  description: string;
  slug: string;
  active: boolean;
}

export const SPONSORS: readonly SponsorTemplate[] = [
  { title: "Dagos Pádel Club", description: "La comunidad que impulsa el pádel en Puebla: torneos, rankings y eventos para todos los niveles.", slug: "dagos", active: true },
  { title: "Volea Pro Shop", description: "Palas, pelotas y calzado de pádel con envío a todo México.", slug: "volea-pro-shop", active: true },
  { title: "Bebidas Popo", description: "Hidratación isotónica hecha en Puebla para tus partidos más largos.", slug: "bebidas-popo", active: true },
  { title: "Cancha Viva Fisioterapia", description: "Fisioterapia deportiva y prevención de lesiones para jugadores de pádel.", slug: "cancha-viva", active: true },
  { title: "Talavera Seguros", description: "Seguros de gastos médicos para deportistas amateur y profesionales.", slug: "talavera-seguros", active: true },
  { title: "Grip Master México", description: "Overgrips y accesorios diseñados para el clima de la región.", slug: "grip-master", active: true },
  { title: "Angelópolis Motors", description: "Tu próximo auto con beneficios exclusivos para la comunidad de pádel.", slug: "angelopolis-motors", active: false },
  { title: "Smash Nutrición", description: "Planes de alimentación para rendir más en la cancha.", slug: "smash-nutricion", active: false },
];

export const COACH_DESCRIPTIONS = [
  "Clases con enfoque en técnica de golpes y posicionamiento en la cancha. Sesiones individuales y grupales.",
  "Especialista en iniciación: si nunca has jugado pádel, en cuatro clases estarás jugando tus primeros partidos.",
  "Experiencia en categoría Open. Preparo parejas para torneos con trabajo táctico, físico y mental.",
  "Clases dinámicas para todas las edades, con énfasis en la bandeja, la víbora y la salida de pared.",
  "Experiencia en escuelas infantiles y con grupos que quieren empezar a competir en torneos locales.",
] as const;

export const REQUEST_MESSAGES: Record<"entrenador" | "club" | "torneo", readonly string[]> = {
  entrenador: [
    "Hola, me interesa tomar clases los martes y jueves por la tarde.",
    "Quisiera clases para mí y mi pareja, somos 4ta fuerza.",
    "¿Tienes horarios disponibles los sábados por la mañana?",
  ],
  club: [
    "Quiero registrar mi club en la plataforma, tenemos 4 canchas techadas.",
    "Somos un club nuevo en la zona y nos gustaría aparecer en el directorio.",
    "Me gustaría actualizar la información y las fotos de nuestro club.",
  ],
  torneo: [
    "Organizamos un torneo el próximo mes y queremos publicarlo.",
    "Queremos registrar nuestro torneo de aniversario con categorías varonil y femenil.",
    "Solicito publicar un torneo relámpago para principiantes.",
  ],
};

export const CLASS_LEVELS = ["Iniciante", "5ta", "4ta", "3ra", "2da", "1ra", "Open"] as const;

export const REGISTRATION_COMMENTS = [
  "",
  "",
  "",
  "Preferimos jugar en la tarde.",
  "¿Hay estacionamiento en el club?",
  "Primera vez en un torneo.",
  "Necesitamos factura.",
] as const;

export const PAYMENT_METHODS = ["pendiente", "transferencia", "efectivo", "tarjeta"] as const;
