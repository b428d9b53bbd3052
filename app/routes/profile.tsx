import { BackButton } from "~/components/ui/back-button";
import { Heart, LayoutDashboard, Settings, UserRound, Volleyball } from "lucide-react";
import { Link } from "react-router";
import { FavoritePlayers } from "~/components/account/favorite-players";
import { AccountPanel, LinkedPlayerCard, MatchRemindersCard, PlayerSearch, ProfileForm } from "~/components/account/profile-panels";
import type { FormReply } from "~/lib/form-reply";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useServerToast } from "~/components/ui/toaster";
import { getProfile } from "~/server/accounts";
import { isAdmin, refuseAnonymous, requireUser } from "~/server/accounts";
import { favoritePlayersOverview, searchPlayers } from "~/server/players";
import { mexicoToday } from "~/domain/calendar";
import { PROFILE_INTENTS } from "~/server/accounts";
import { dispatchIntent, refuseForm } from "~/server/infra/form-intents.server";
import { MAX_UPLOAD_REQUEST_BYTES, IMAGE_TOO_LARGE, readLimitedFormData } from "~/server/infra/uploads.server";
import type { Route } from "./+types/profile";

const TABS = [
  { value: "perfil", label: "Perfil", icon: UserRound },
  { value: "jugador", label: "Jugador/a", icon: Volleyball },
  { value: "favoritos", label: "Favoritos", icon: Heart },
  { value: "cuenta", label: "Cuenta", icon: Settings },
] as const;
type Tab = (typeof TABS)[number]["value"];

export const meta: Route.MetaFunction = () => [{ title: "Mi Perfil | Pádel Puebla" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  const profile = await getProfile(user.id);
  // The account was deleted while its session lived on.
  if (!profile) refuseAnonymous(request);
  const params = new URL(request.url).searchParams;
  const tab: Tab = TABS.find((t) => t.value === params.get("tab"))?.value ?? "perfil";
  // docs/product.md §6.3: a blank search is ignored.
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const found = query && !profile.player ? await searchPlayers(query) : null;
  const favorites = tab === "favoritos" ? await favoritePlayersOverview(user.id, mexicoToday()) : [];
  return {
    favorites,
    tab,
    query,
    isAdmin: isAdmin(user),
    profile,
    matches:
      found?.map((p) => ({
        id: p.id,
        name: p.name,
        handle: p.handle,
        image: p.image,
        linkedToOther: p.userId !== null && p.userId !== user.id,
      })) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData)
    return refuseForm("update-profile", 413, { type: "error", title: "Archivo demasiado grande", description: IMAGE_TOO_LARGE });
  return dispatchIntent(formData, PROFILE_INTENTS, { request, user });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, query, profile, matches } = loaderData;
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <BackButton fallback="/" className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight">Mi Perfil</h1>
      <p className="mt-1 text-muted-foreground">Tu información, tu perfil de jugador y tu cuenta.</p>

      {loaderData.isAdmin ? (
        <Card className="mt-6 border-primary/30 bg-secondary">
          <CardContent className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold">Panel de Administración</h2>
              <p className="text-sm text-muted-foreground">Gestiona solicitudes, WhatsApp, SEO y automatizaciones.</p>
            </div>
            <Button asChild>
              <Link to="/admin">
                <LayoutDashboard aria-hidden />
                Ir al panel
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Tabs value={tab} activationMode="manual" className="mt-6">
        <TabsList aria-label="Secciones del perfil">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} asChild>
              <Link to={t.value === "perfil" ? "/profile" : `/profile?tab=${t.value}`} replace preventScrollReset>
                <t.icon aria-hidden />
                {t.label}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="perfil" className="flex flex-col gap-4">
          <Card>
            <CardContent className="p-6">
              <ProfileForm profile={profile} />
            </CardContent>
          </Card>
          <MatchRemindersCard enabled={profile.matchReminders} hasPhone={profile.phone !== null} />
        </TabsContent>
        <TabsContent value="jugador">
          {profile.player ? <LinkedPlayerCard player={profile.player} /> : <PlayerSearch query={query} matches={matches} />}
        </TabsContent>
        <TabsContent value="favoritos">
          <FavoritePlayers favorites={loaderData.favorites} />
        </TabsContent>
        <TabsContent value="cuenta">
          <AccountPanel email={profile.email} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
