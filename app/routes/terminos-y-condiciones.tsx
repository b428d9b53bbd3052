import { LegalPage } from "~/components/legal/legal-page";
import { useRootData } from "~/root";
import type { Route } from "./+types/terminos-y-condiciones";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

/** The same page for every member: nothing on it is personal (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export const meta: Route.MetaFunction = () => [
  { title: "Términos y condiciones | Pádel Puebla" },
  {
    name: "description",
    content: "Términos y condiciones de uso del sitio: cuentas, inscripciones a torneos, contenido publicado y responsabilidad.",
  },
];

/** The site's terms of use, linked from the footer and from every form that collects personal data. */
export default function Terms() {
  const root = useRootData();
  const site = root?.config.siteName ?? "Pádel Puebla";
  const email = root?.config.contactEmail ?? "";
  return (
    <LegalPage title="Términos y condiciones" updated="24 de noviembre de 2026">
      <p>
        Al usar {site} aceptas estos términos. Si no estás de acuerdo, por favor no uses el sitio. El tratamiento de tus datos personales se
        rige por nuestro Aviso de privacidad.
      </p>
      <h2>El servicio</h2>
      <p>
        {site} es un sitio comunitario de pádel en Puebla: publica torneos, resultados, rankings, jugadores, clubes y entrenadores, y
        permite inscribirse a torneos y llevar el marcador de partidos. El servicio es gratuito y puede cambiar o interrumpirse sin previo
        aviso.
      </p>
      <h2>Tu cuenta</h2>
      <ul>
        <li>Debes dar datos verdaderos y mantener tu contraseña en secreto; eres responsable de lo que se haga con tu cuenta.</li>
        <li>Solo puedes reclamar el perfil de jugador que te corresponde. Los administradores pueden revisar y revertir reclamos.</li>
        <li>Las personas menores de 18 años deben usar el sitio con autorización de su madre, padre o tutor.</li>
      </ul>
      <h2>Inscripciones a torneos</h2>
      <p>
        La inscripción se hace ante el organizador del torneo, que fija precio, reglas, fechas y forma de pago, y confirma las
        inscripciones. {site} no es organizador ni cobra las inscripciones, y no responde por cambios o cancelaciones de un torneo. Las
        dudas sobre un torneo se resuelven con su club u organizador.
      </p>
      <h2>Contenido que publicas</h2>
      <p>
        Al subir fotografías, textos o datos de un club, entrenador, jugador o torneo declaras tener derecho a hacerlo y nos autorizas a
        mostrarlos en el sitio y en las imágenes para compartir. No publiques contenido falso, ofensivo o de terceros sin su permiso;
        podemos retirarlo y suspender cuentas que incumplan estos términos.
      </p>
      <h2>Resultados y rankings</h2>
      <p>
        Los resultados y rankings se calculan con la información registrada por organizadores y administradores y pueden contener errores;
        si encuentras uno, escríbenos a {email}.
      </p>
      <h2>Responsabilidad</h2>
      <p>
        El sitio se ofrece “tal cual”. En la medida que permita la ley, no respondemos por daños derivados del uso del sitio o de la
        información publicada por terceros.
      </p>
      <h2>Ley aplicable</h2>
      <p>
        Estos términos se rigen por las leyes de los Estados Unidos Mexicanos; cualquier controversia se someterá a los tribunales
        competentes de la ciudad de Puebla, Puebla. Podemos actualizar estos términos; la versión vigente es la que aparece en esta página.
      </p>
    </LegalPage>
  );
}
