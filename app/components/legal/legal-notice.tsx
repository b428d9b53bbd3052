import { Link } from "react-router";
import { PRIVACY_PATH, TERMS_PATH } from "./paths";

/** The line under a form that collects personal data, linking both documents. */
export function LegalNotice({ action = "Al enviar este formulario" }: { action?: string }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="legal-notice">
      {action} aceptas los{" "}
      <Link to={TERMS_PATH} target="_blank" className="underline underline-offset-2 hover:text-foreground">
        Términos y condiciones
      </Link>{" "}
      y el tratamiento de tus datos según el{" "}
      <Link to={PRIVACY_PATH} target="_blank" className="underline underline-offset-2 hover:text-foreground">
        Aviso de privacidad
      </Link>
      .
    </p>
  );
}
