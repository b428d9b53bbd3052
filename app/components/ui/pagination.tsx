import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Previous / next links for a paged list; the ends are disabled. `hrefFor` builds the URL of a page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Paginación",
  className,
  preventScrollReset = false,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
  preventScrollReset?: boolean;
}) {
  if (pageCount <= 1) return null;
  const edge = (target: number, enabled: boolean, children: React.ReactNode) =>
    enabled ? (
      <Button asChild variant="outline" size="sm">
        <Link to={hrefFor(target)} preventScrollReset={preventScrollReset}>
          {children}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-3", className)}>
      {edge(
        page - 1,
        page > 1,
        <>
          <ChevronLeft aria-hidden />
          Anterior
        </>,
      )}
      <span className="text-sm text-muted-foreground">
        Página {page} de {pageCount}
      </span>
      {edge(
        page + 1,
        page < pageCount,
        <>
          Siguiente
          <ChevronRight aria-hidden />
        </>,
      )}
    </nav>
  );
}
