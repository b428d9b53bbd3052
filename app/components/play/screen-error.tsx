import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** A club screen's error page (a TV at the venue, no site header): not found, or could not load. */
export function ScreenError({ missing, back }: { missing: string; back: { to: string; label: string } }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{notFound ? "Pantalla no encontrada" : "Pantalla del club"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "Pantalla no encontrada" : "No se pudo cargar la pantalla"}</h1>
      {notFound ? <p className="text-muted-foreground">{missing}</p> : null}
      <Link to={back.to} className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
        {back.label}
      </Link>
    </main>
  );
}
