import Building2 from "lucide-react/icons/building-2";
import CalendarDays from "lucide-react/icons/calendar-days";
import Dumbbell from "lucide-react/icons/dumbbell";
import Gift from "lucide-react/icons/gift";
import Medal from "lucide-react/icons/medal";
import MessageCircle from "lucide-react/icons/message-circle";
import Percent from "lucide-react/icons/percent";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { Card, CardContent } from "~/components/ui/card";

const BENEFITS = [
  { icon: Trophy, title: "Torneos", text: "Entérate primero de los torneos de Puebla y sus categorías." },
  { icon: Percent, title: "Descuentos", text: "Promociones en clubs, tiendas y patrocinadores de la comunidad." },
  { icon: Medal, title: "Rankings", text: "Sigue tu lugar en el ranking de tu categoría." },
  { icon: Users, title: "Comunidad", text: "Encuentra pareja y jugadores de tu nivel." },
  { icon: MessageCircle, title: "WhatsApp", text: "Recibe la bienvenida y las novedades directo en tu WhatsApp." },
  { icon: Gift, title: "Eventos", text: "Clínicas, sociales y eventos exclusivos para miembros." },
] as const;

const LINKS = [
  { to: "/torneos-padel-puebla", label: "Torneos", icon: CalendarDays },
  { to: "/clubs-padel-puebla", label: "Clubs", icon: Building2 },
  { to: "/entrenadores-padel-puebla", label: "Entrenadores", icon: Dumbbell },
  { to: "/ranking-padel-puebla", label: "Ranking", icon: Medal },
] as const;

/** /unete-dagos below the form: what members get, and where to go next. */
export function JoinSections() {
  return (
    <>
      <section aria-labelledby="beneficios-titulo">
        <h2 id="beneficios-titulo" className="mb-4 text-2xl font-bold">
          Beneficios de unirte
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-2 p-5">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label="Explora la comunidad">
        <ul className="flex flex-wrap gap-3">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-2 rounded-md border border-border px-4 py-2 font-medium hover:bg-muted">
                <Icon className="size-4 text-primary" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
