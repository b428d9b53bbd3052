import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, useLocation, useNavigation, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Loading } from "~/components/ui/spinner";

/** Whether the page is loading a new version of itself (a filter changed), for the loading texts (docs/product.md §2.3). */
export function useReloadingSelf(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

/** The list, or the page's loading text while a new filter loads. */
export function ListState({ loadingText, children }: { loadingText: string; children: ReactNode }) {
  return useReloadingSelf() ? <Loading text={loadingText} /> : <>{children}</>;
}

/** A search box submitted as ?q= (works before JavaScript loads; the URL can be shared). */
export function SearchBox({
  defaultValue,
  label,
  placeholder,
  children,
}: {
  defaultValue: string;
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="directory-q" className="sr-only">
          {label}
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="directory-q"
            type="search"
            name="q"
            defaultValue={defaultValue}
            placeholder={placeholder}
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
      {children}
      <Button type="submit">Buscar</Button>
    </Form>
  );
}

/** Error boundary of a list page (docs/product.md §2.3: load errors show 'Error: {message}' in red). */
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

/** A directory list's address for `page` with its filters kept (empty ones dropped; page 1 has no ?pagina). */
export function directoryHref(path: string, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
