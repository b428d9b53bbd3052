import { BackButton } from "~/components/ui/back-button";

/** docs/product.md §2.3: 'No se encontró el club solicitado' / 'No se encontró el entrenador' with a Volver button. */
export function NotFoundNotice({ title, backTo }: { title: string; backTo: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <BackButton fallback={backTo} variant="outline" />
    </div>
  );
}
