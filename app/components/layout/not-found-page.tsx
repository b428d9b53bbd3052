import ArrowLeft from "lucide-react/icons/arrow-left";
import Home from "lucide-react/icons/house";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** docs/product.md §2.3: the 404 page. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>Página no encontrada</title>
      <p className="text-7xl font-black text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">Oops! Página no encontrada</h1>
      <p className="text-muted-foreground">La página que buscas no existe o fue movida.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden />
          Regresar
        </Button>
        <Button asChild>
          <Link to="/">
            <Home aria-hidden />
            Ir al inicio
          </Link>
        </Button>
      </div>
    </div>
  );
}
