import { ErrorText } from "~/components/ui/error-text";
import { ExternalLink, LogOut, Search, Trophy, Unlink } from "lucide-react";
import { useState } from "react";
import { Form, Link, useActionData } from "react-router";
import type { z } from "zod";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { TextField } from "~/components/ui/form-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { playerPath } from "~/domain/slugs";
import { getFormProps, useForm } from "~/lib/form";
import type { ChangeEmailSchema, ProfileSchema } from "~/lib/schemas/account";
import { SubmitButton, useSubmitting } from "./form-parts";
import { resultFor } from "~/lib/form-reply";
import { plural } from "~/lib/format";

export type ProfileView = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  image: string | null;
  player: { id: number; name: string; handle: string | null; image: string | null; titles: number } | null;
};

const schemas = () => import("~/lib/schemas/account");

export type PlayerMatch = { id: number; name: string; handle: string | null; image: string | null; linkedToOther: boolean };

export function ProfileForm({ profile }: { profile: ProfileView }) {
  const actionData = useActionData();
  const [form, fields] = useForm<z.input<typeof ProfileSchema>>({
    id: "update-profile",
    lastResult: resultFor(actionData, "update-profile"),
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone ?? "",
      instagram: profile.player?.handle ?? "",
    },
    schema: () => schemas().then((m) => m.ProfileSchema),
    // docs/product.md §8.2: the profile form is checked as the user types.
    shouldValidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <ImageUploadField
        name="image"
        fileName="imageFile"
        folder="avatars"
        label="Foto de perfil"
        alt="Tu foto de perfil"
        defaultValue={profile.image}
      />
      {fields.image.errors ? <p className="text-sm font-medium text-destructive">{fields.image.errors[0]}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label="Nombre" autoComplete="given-name" />
        <TextField field={fields.lastName} label="Apellido" autoComplete="family-name" />
      </div>
      <TextField
        field={fields.email}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint="Si lo cambias, te enviaremos un correo para confirmar la nueva dirección."
      />
      <TextField
        field={fields.phone}
        label="Teléfono (opcional)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 dígitos, sin espacios."
      />
      <TextField
        field={fields.instagram}
        label="Instagram (opcional)"
        autoCapitalize="none"
        hint="Sin @. Es el Instagram de tu perfil de jugador: al cambiarlo, conectas ese perfil a tu cuenta."
      />
      <SubmitButton intent="update-profile" className="self-start">
        Guardar cambios
      </SubmitButton>
    </Form>
  );
}

/** 'Recordatorios de partidos por WhatsApp': a plain form, so it works before JavaScript loads. */
export function MatchRemindersCard({ enabled, hasPhone }: { enabled: boolean; hasPhone: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Recordatorios de partidos por WhatsApp</CardTitle>
        <CardDescription>
          Te avisamos antes de cada partido de torneo (día, hora, cancha y rivales) y cuando se publica el cuadro de tu categoría.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm font-medium" id="match-reminders-state">
          {enabled ? "Activados" : "Desactivados"}
          {enabled && !hasPhone ? ": agrega tu teléfono para recibirlos." : ""}
        </p>
        <Form method="post">
          <input type="hidden" name="enabled" value={enabled ? "false" : "true"} />
          <SubmitButton intent="match-reminders" variant="outline" className="self-start" aria-describedby="match-reminders-state">
            {enabled ? "Desactivar recordatorios" : "Activar recordatorios"}
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}

export function LinkedPlayerCard({ player }: { player: NonNullable<ProfileView["player"]> }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <Avatar src={player.image} name={player.name} className="size-16 text-lg" />
        <div className="flex flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{player.name}</h3>
            <Badge variant="accent">Este eres tú</Badge>
          </div>
          <p className="text-sm text-green-700">Perfil conectado</p>
          {player.handle ? <p className="text-sm text-muted-foreground">@{player.handle}</p> : null}
          <p className="flex items-center gap-1 text-sm">
            <Trophy className="size-4 text-primary" aria-hidden />
            {plural(player.titles, "torneo ganado", "torneos ganados")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={playerPath(player)}>
              <ExternalLink aria-hidden />
              Ver perfil
            </Link>
          </Button>
          <Form method="post">
            <SubmitButton intent="unlink" variant="destructive" size="sm">
              <Unlink aria-hidden />
              Desconectar
            </SubmitButton>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}

export function PlayerSearch({ query, matches }: { query: string; matches: PlayerMatch[] | null }) {
  const linking = useSubmitting("link");
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" role="search" className="flex flex-col gap-2">
        <input type="hidden" name="tab" value="jugador" />
        <Label htmlFor="player-search">Busca tu perfil de jugador por Instagram</Label>
        <div className="flex gap-2">
          <Input id="player-search" name="q" type="search" defaultValue={query} placeholder="tu_usuario" autoCapitalize="none" />
          <Button type="submit" variant="secondary">
            <Search aria-hidden />
            Buscar
          </Button>
        </div>
      </Form>
      {matches === null ? null : matches.length === 0 ? (
        <div className="rounded-md border border-dashed border-border p-4 text-sm">
          <p className="font-medium">No se encontraron resultados</p>
          <p className="mt-1 text-muted-foreground">
            Si aún no tienes un perfil de jugador, aparecerá cuando ganes un torneo o te registres en la comunidad.
          </p>
          <Link to="/" className="mt-2 inline-block text-primary underline-offset-4 hover:underline">
            Ir al inicio
          </Link>
        </div>
      ) : (
        <ul
          className="flex max-h-[200px] flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
          aria-label="Resultados"
        >
          {matches.map((m) => (
            <li key={m.id} className="flex items-center gap-3 p-3">
              <Avatar src={m.image} name={m.name} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{m.name}</p>
                {m.handle ? <p className="truncate text-sm text-muted-foreground">@{m.handle}</p> : null}
              </div>
              {m.linkedToOther ? (
                <Badge variant="outline">Ya conectado</Badge>
              ) : (
                <Form method="post">
                  <input type="hidden" name="playerId" value={m.id} />
                  <Button type="submit" name="intent" value="link" size="sm" disabled={linking} aria-label={`Conectar ${m.name}`}>
                    Conectar
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AccountPanel({ email }: { email: string }) {
  const actionData = useActionData();
  const [form, fields] = useForm<z.input<typeof ChangeEmailSchema>>({
    id: "change-email",
    lastResult: resultFor(actionData, "change-email"),
    defaultValue: { email },
    schema: () => schemas().then((m) => m.ChangeEmailSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [typed, setTyped] = useState(email);
  const busy = useSubmitting("change-email");
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Correo electrónico</CardTitle>
          <CardDescription>Te enviaremos un enlace a la nueva dirección para confirmar el cambio.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
            <ErrorText id={form.errorId} errors={form.errors} form />
            <TextField
              field={fields.email}
              label="Nuevo correo electrónico"
              type="email"
              autoComplete="email"
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <SubmitButton
              intent="change-email"
              className="self-start"
              disabled={busy || typed.trim().toLowerCase() === email.toLowerCase()}
            >
              Actualizar correo
            </SubmitButton>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Contraseña</CardTitle>
          <CardDescription>Te enviaremos un correo con un enlace para elegir una nueva contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post">
            <SubmitButton intent="request-reset" variant="outline">
              Restablecer contraseña
            </SubmitButton>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Sesión</CardTitle>
        </CardHeader>
        <CardContent>
          <Form method="post" action="/auth/sign-out" reloadDocument>
            <Button type="submit" variant="destructive">
              <LogOut aria-hidden />
              Cerrar sesión
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
