import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageError } from "~/components/layout/page-error";
import { lazyComponent } from "~/lib/page-weight/lazy-component";

// Apart from the list pages' parts (search box, loading text) so a detail page's first visit does not load them;
// the not-found notice (and its back button) loads only on a 404.
const NotFoundNotice = lazyComponent(() => import("./not-found-notice").then((m) => m.NotFoundNotice));

/** Error boundary of a detail page: the not-found text of docs/product.md §2.3 on 404, the layout's texts otherwise. */
export function detailErrorBoundary(notFoundTitle: string, backTo: string) {
  return function DetailErrorBoundary() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status === 404) return <NotFoundNotice title={notFoundTitle} backTo={backTo} />;
    if (status !== 401 && status !== 403) console.error(error);
    return <PageError denied={status === 401 || status === 403} />;
  };
}
