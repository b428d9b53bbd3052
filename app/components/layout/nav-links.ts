import Building2 from "lucide-react/icons/building-complex";
import CalendarDays from "lucide-react/icons/calendar-days";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Home from "lucide-react/icons/house";
import LogIn from "lucide-react/icons/log-in";
import type { LucideIcon } from "lucide-react";
import Timer from "lucide-react/icons/timer";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import UserRound from "lucide-react/icons/user-round";

export type NavLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees it: everyone, only signed-in users or only signed-out users. */
  audience?: "signed-in" | "signed-out";
  topBarOnly?: boolean;
};

/** The top bar of docs/product.md §2.1, in order. The footer's quick links are the ones not marked topBarOnly/audience. */
export const NAV_LINKS: NavLink[] = [
  { to: "/", label: "Inicio", icon: Home },
  { to: "/ranking-padel-puebla", label: "Rankings", icon: Trophy },
  { to: "/torneos-padel-puebla", label: "Torneos", icon: CalendarDays },
  { to: "/eventos-padel-puebla", label: "Eventos", icon: Users },
  { to: "/clubs-padel-puebla", label: "Clubs", icon: Building2, topBarOnly: true },
  { to: "/entrenadores-padel-puebla", label: "Entrenadores", icon: GraduationCap },
  { to: "/padel-score", label: "Padel Score", icon: Timer },
  { to: "/profile", label: "Mi Perfil", icon: UserRound, audience: "signed-in" },
  { to: "/auth", label: "Iniciar sesión", icon: LogIn, audience: "signed-out" },
];

export function linksFor(signedIn: boolean) {
  return NAV_LINKS.filter((l) => !l.audience || (l.audience === "signed-in") === signedIn);
}

export const FOOTER_LINKS = NAV_LINKS.filter((l) => !l.audience && !l.topBarOnly);
