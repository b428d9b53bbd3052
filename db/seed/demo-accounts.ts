import type { Gender, RankingCategory } from "../../app/domain/categories";

export const DEMO_PASSWORD = "padel-demo-2026";

export interface DemoAccount {
  email: string;
  name: string;
  role: "admin" | "user";
  password: string;
  /** What the account is for, shown on the demo login hint. */
  description: string;
}

export interface DemoProfile extends DemoAccount {
  userId: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The player this account is linked to, if any. */
  player: { handle: string; gender: Gender; level: RankingCategory } | null;
  organizer: boolean;
  clubAdmin: boolean;
}

export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    userId: "demo-admin",
    email: "admin@padelpuebla.mx",
    name: "Administración Pádel Puebla",
    firstName: "Administración",
    lastName: "Pádel Puebla",
    role: "admin",
    password: DEMO_PASSWORD,
    description: "Administrador del sitio",
    phone: "2221000001",
    player: null,
    organizer: false,
    clubAdmin: false,
  },
  {
    userId: "demo-organizador",
    email: "organizador@padelpuebla.mx",
    name: "Rodrigo Ortega",
    firstName: "Rodrigo",
    lastName: "Ortega",
    role: "user",
    password: DEMO_PASSWORD,
    description: "Organizador de torneos",
    phone: "2221000002",
    player: { handle: "rodrigo.ortega", gender: "Varonil", level: "2da" },
    organizer: true,
    clubAdmin: false,
  },
  {
    userId: "demo-club",
    email: "club@padelpuebla.mx",
    name: "Mariana Castillo",
    firstName: "Mariana",
    lastName: "Castillo",
    role: "user",
    password: DEMO_PASSWORD,
    description: "Administradora de club",
    phone: "2221000003",
    player: { handle: "marianacastillo.padel", gender: "Femenil", level: "3ra" },
    organizer: false,
    clubAdmin: true,
  },
  {
    userId: "demo-jugador",
    email: "jugador@padelpuebla.mx",
    name: "Diego Hernández",
    firstName: "Diego",
    lastName: "Hernández",
    role: "user",
    password: DEMO_PASSWORD,
    description: "Jugador de 3ra fuerza",
    phone: "2221000004",
    player: { handle: "diegohdz", gender: "Varonil", level: "3ra" },
    organizer: false,
    clubAdmin: false,
  },
  {
    userId: "demo-jugadora",
    email: "jugadora@padelpuebla.mx",
    name: "Fernanda Ramírez",
    firstName: "Fernanda",
    lastName: "Ramírez",
    role: "user",
    password: DEMO_PASSWORD,
    description: "Jugadora de 4ta fuerza",
    phone: "2221000005",
    player: { handle: "fer.ramirez", gender: "Femenil", level: "4ta" },
    organizer: false,
    clubAdmin: false,
  },
];

/** Accounts to sign in with on a seeded database. Their passwords are set by the auth layer. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PROFILES.map(({ email, name, role, password, description }) => ({
  email,
  name,
  role,
  password,
  description,
}));
