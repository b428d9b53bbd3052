import { isRouteErrorResponse, useRouteError } from "react-router";
import { BackButton } from "~/components/ui/back-button";

// Apart from the list pages' search parts so a detail page's first visit does not load them.

/** 001 §2.3: 'No se encontró el club solicitado' / 'No se encontró el entrenador' with a Volver button. */
export function NotFoundNotice({ title, backTo }: { title: string; backTo: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <BackButton fallback={backTo} variant="outline" />
    </div>
  );
}

/** Error boundary of a detail page: the spec's not-found text on 404, the layout's texts otherwise. */
export function detailErrorBoundary(notFoundTitle: string, backTo: string) {
  return function DetailErrorBoundary() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status === 404) return <NotFoundNotice title={notFoundTitle} backTo={backTo} />;
    if (status !== 401 && status !== 403) console.error(error);
    const [title, text] =
      status === 401 || status === 403
        ? ["Acceso denegado", "No tienes permiso para ver esta página."]
        : ["Ocurrió un error inesperado", "Lo sentimos, algo salió mal. Por favor intenta de nuevo en unos momentos."];
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <title>{title}</title>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-foreground">{text}</p>
      </div>
    );
  };
}

/** Error boundary of a list page (000 §8: load errors show 'Error: {message}' in red). */
export function listErrorBoundary(title: string) {
  return function ListErrorBoundary() {
    const error = useRouteError();
    console.error(error);
    const message = isRouteErrorResponse(error)
      ? String(error.data || error.statusText)
      : error instanceof Error
        ? error.message
        : "No se pudo cargar la información";
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
        <title>{title}</title>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p role="alert" className="mt-6 text-destructive">
          Error: {message}
        </p>
      </div>
    );
  };
}
