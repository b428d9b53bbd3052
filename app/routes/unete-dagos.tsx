import { JOIN_INTENT, JoinForm } from "~/components/join/join-form";
import { Card, CardContent } from "~/components/ui/card";
import { useServerToast } from "~/components/ui/toaster";
import { mexicoToday } from "~/domain/calendar";
import { imageSrc } from "~/lib/image";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { staticIsland } from "~/lib/page-weight/static-island";
import { defaultBirthDate } from "~/domain/join";
import { pageMeta } from "~/lib/seo";
import { currentUser } from "~/server/accounts";
import { listClubOptions } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { readFormData } from "~/server/infra/http.server";
import { runIntent } from "~/server/infra/form-intents.server";
import { JOIN_FORM, joinDefaults } from "~/server/players";
import { brandSponsors } from "~/server/admin";
import type { Route } from "./+types/unete-dagos";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  const config = getConfig();
  const today = mexicoToday();
  const [defaults, sponsors] = await Promise.all([joinDefaults(user?.id ?? null), brandSponsors(["dagos", config.SITE_NAME])]);
  return {
    defaults,
    sponsors,
    today,
    birthDate: defaultBirthDate(today),
    // Streamed: the form shows 'Cargando clubes...' until the list arrives.
    clubs: listClubOptions(),
    siteUrl: config.SITE_URL,
    siteName: config.SITE_NAME,
  };
}

/** Anyone may join (docs/product.md §3.3); a signed-in user's row is linked to the account. */
export async function action({ request, context }: Route.ActionArgs) {
  const [user, formData] = await Promise.all([currentUser({ context }), readFormData(request)]);
  return runIntent(JOIN_INTENT, JOIN_FORM, formData, { request, user });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: `Únete a ${data?.siteName ?? "Dagos Pádel Puebla"} | Comunidad de pádel en Puebla`,
    description: "Regístrate como jugador de pádel en Puebla: torneos, descuentos en clubs y la bienvenida a la comunidad por WhatsApp.",
    siteUrl: data?.siteUrl ?? "",
    path: "/unete-dagos",
  });

// Read-only content with links only: server HTML on a first visit, its code (and its nine icons) loaded
// only on a client-side navigation here (ADR 0018).
const JoinSections = staticIsland(() => import("~/components/join/join-sections").then((m) => m.JoinSections));
// The birth date's calendar loads when first opened.
const Calendar = lazyComponent(() => import("~/components/ui/calendar").then((m) => m.Calendar));

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { defaults, sponsors, today, birthDate, clubs, siteName } = loaderData;
  useServerToast(actionData?.toast ?? null);
  return (
    <>
      <section className="bg-gradient-to-b from-primary to-blue-900 text-primary-foreground">
        <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
          <h1 className="text-4xl font-black tracking-tight md:text-5xl">Únete a {siteName}</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-100">
            La comunidad de pádel de Puebla. Déjanos tus datos de jugador y te daremos la bienvenida por WhatsApp con torneos, descuentos y
            eventos.
          </p>
          {sponsors.length > 0 ? (
            <ul className="mt-8 flex flex-wrap items-center gap-4" aria-label="Marcas de la comunidad">
              {sponsors.map((s) => (
                <li key={s.id} className="grid h-16 min-w-32 place-items-center rounded-lg bg-white px-4 text-primary">
                  {s.image ? (
                    <img src={imageSrc(s.image, 400)} alt={s.title} className="max-h-12 object-contain" />
                  ) : (
                    <span className="font-bold">{s.title}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
        <section aria-labelledby="registro-titulo">
          <Card>
            <CardContent className="p-6">
              <h2 id="registro-titulo" className="mb-4 text-2xl font-bold">
                Registro de jugador
              </h2>
              <JoinForm defaults={defaults} birthDate={birthDate} today={today} clubs={clubs} Calendar={Calendar} />
            </CardContent>
          </Card>
        </section>
        <JoinSections />
      </div>
    </>
  );
}
