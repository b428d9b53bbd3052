import { LegalPage } from "~/components/legal/legal-page";
import { useRootData } from "~/root";
import type { Route } from "./+types/aviso-de-privacidad";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

/** The same page for every member: nothing on it is personal (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export const meta: Route.MetaFunction = () => [
  { title: "Aviso de privacidad | Pádel Puebla" },
  {
    name: "description",
    content: "Aviso de privacidad integral: qué datos personales recabamos, para qué los usamos y cómo ejercer tus derechos ARCO.",
  },
];

/** The comprehensive privacy notice of Mexico's personal data law (LFPDPPP) for the data the site collects. */
export default function PrivacyNotice() {
  const root = useRootData();
  const site = root?.config.siteName ?? "Pádel Puebla";
  const email = root?.config.contactEmail ?? "";
  return (
    <LegalPage title="Aviso de privacidad" updated="24 de noviembre de 2026">
      <p>
        En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y su normativa, {site}{" "}
        (“nosotros”), con domicilio en Puebla, Puebla, México, es responsable del tratamiento de los datos personales que nos proporcionas
        en este sitio, y te informa lo siguiente.
      </p>
      <h2>Datos personales que recabamos</h2>
      <ul>
        <li>Identificación y contacto: nombre y apellidos, correo electrónico, teléfono y usuario de Instagram.</li>
        <li>Datos de jugador: fecha de nacimiento, género, categoría de juego, club de preferencia, fotografía y resultados en torneos.</li>
        <li>
          Datos de cuenta: contraseña (guardada cifrada, nunca en texto legible) y registros técnicos de acceso (dirección IP, navegador).
        </li>
        <li>Datos de clubes, entrenadores y patrocinadores que registras: nombre comercial, teléfono de WhatsApp, ubicación e imágenes.</li>
      </ul>
      <p>
        No recabamos datos personales sensibles. Si registras a otra persona (por ejemplo, a tu pareja de juego), declaras contar con su
        consentimiento.
      </p>
      <h2>Finalidades</h2>
      <p>Finalidades necesarias para el servicio que solicitas:</p>
      <ul>
        <li>Crear y administrar tu cuenta, y verificar tu correo electrónico.</li>
        <li>Inscribirte a torneos, comunicar a los organizadores tu inscripción y publicar resultados y rankings.</li>
        <li>Mostrar perfiles públicos de jugadores, clubes y entrenadores, y atender solicitudes de clases.</li>
        <li>Responder tus mensajes por correo electrónico o WhatsApp.</li>
      </ul>
      <p>
        Finalidades secundarias: enviarte información de torneos y novedades de la comunidad. Puedes negarte a ellas en cualquier momento
        escribiendo a {email}; tu negativa no afecta el servicio.
      </p>
      <h2>Transferencias</h2>
      <p>
        Compartimos tus datos de inscripción con los organizadores y clubes del torneo al que te inscribes, únicamente para organizarlo. Tu
        nombre, fotografía y resultados se muestran públicamente en el sitio. No vendemos tus datos. Los proveedores que alojan el sitio y
        envían correos y mensajes actúan como encargados y los tratan solo por nuestra cuenta.
      </p>
      <h2>Derechos ARCO y revocación del consentimiento</h2>
      <p>
        Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento (derechos ARCO), así como revocar tu
        consentimiento, enviando una solicitud a {email} con tu nombre, un medio para responderte, una identificación y la descripción clara
        de lo que pides. Responderemos en un plazo máximo de 20 días hábiles y, si procede, lo haremos efectivo dentro de los 15 días
        hábiles siguientes. Muchos datos puedes corregirlos tú mismo en Mi Perfil.
      </p>
      <h2>Cookies</h2>
      <p>
        Usamos cookies propias indispensables para mantener tu sesión y mostrarte avisos. No usamos cookies de publicidad ni de rastreo de
        terceros.
      </p>
      <h2>Cambios a este aviso</h2>
      <p>Cualquier cambio a este aviso de privacidad se publicará en esta página con su fecha de actualización.</p>
    </LegalPage>
  );
}
