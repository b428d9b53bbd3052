import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageError } from "~/components/layout/page-error";
import { BackButton } from "~/components/ui/back-button";

// Apart from the list pages' parts (search box, loading text) so a detail page's first visit does not load them.

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
    return <PageError denied={status === 401 || status === 403} />;
  };
}
