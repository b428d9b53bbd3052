/** The page text of an error boundary: 'Acceso denegado' for 401/403, the unexpected-error text otherwise. */
export function PageError({ denied }: { denied: boolean }) {
  const [title, text] = denied
    ? ["Acceso denegado", "No tienes permiso para ver esta página."]
    : ["Ocurrió un error inesperado", "Lo sentimos, algo salió mal. Por favor intenta de nuevo en unos momentos."];
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
    </div>
  );
}
