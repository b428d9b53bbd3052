import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageError } from "~/components/layout/page-error";
import type { ComponentType } from "react";

/**
 * Error boundary of a detail page: the not-found text of docs/product.md §2.3 on 404, the layout's texts otherwise.
 * `NotFoundNotice` is the route's lazy component, so the notice (and its back button) loads only on a 404.
 */
export function detailErrorBoundary(
  NotFoundNotice: ComponentType<{ title: string; backTo: string }>,
  notFoundTitle: string,
  backTo: string,
) {
  return function DetailErrorBoundary() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status === 404) return <NotFoundNotice title={notFoundTitle} backTo={backTo} />;
    if (status !== 401 && status !== 403) console.error(error);
    return <PageError denied={status === 401 || status === 403} />;
  };
}
