import Mail from "lucide-react/icons/mail";
import { Link } from "react-router";
import type { PublicConfig } from "~/server/infra/config.server";
import { InstagramIcon } from "./instagram-icon";
import { FOOTER_LINKS } from "./nav-links";
import { PRIVACY_PATH, TERMS_PATH } from "~/components/legal/paths";

export function SiteFooter({ config, year }: { config: PublicConfig; year: number }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-lg font-bold text-white">
            {config.siteName}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            La fuente definitiva de información de pádel en México: torneos, rankings, clubes y entrenadores de Puebla y sus alrededores.
          </p>
          <a
            href={config.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-white hover:underline"
          >
            <InstagramIcon className="size-4" />
            Síguenos en {config.socialLabel}
          </a>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            Enlaces rápidos
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contacto
          </h2>
          <p className="mt-3 text-sm">¿Preguntas sobre torneos, rankings o patrocinios? Escríbenos:</p>
          <a
            href={`mailto:${config.contactEmail}`}
            className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-white hover:underline"
          >
            <Mail className="size-4" aria-hidden />
            {config.contactEmail}
          </a>
        </section>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300 sm:flex-row sm:justify-center sm:gap-4">
        <p>
          © {year} {config.siteName}. Todos los derechos reservados.
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to={PRIVACY_PATH} className="hover:text-white hover:underline">
            Aviso de privacidad
          </Link>
          <Link to={TERMS_PATH} className="hover:text-white hover:underline">
            Términos y condiciones
          </Link>
        </nav>
      </div>
    </footer>
  );
}
