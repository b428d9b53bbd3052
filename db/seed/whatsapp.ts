// Demo WhatsApp inbox for /admin: a few fictional conversations with messages relative to `now`
// (one inside the 24-hour window, one outside it, one without a profile name). Written only when
// the inbox is empty.
import { sql } from "drizzle-orm";
import type { Tx } from "../client";
import { whatsappConversation, whatsappMessage } from "../schema/index";

const BUSINESS = "522225550000";
const MINUTE = 60_000;

type DemoMessage = { inbound: boolean; body: string; minutesAgo: number };
type DemoConversation = { phone: string; name: string | null; tags: string[]; messages: DemoMessage[] };

const DEMO: DemoConversation[] = [
  {
    phone: "5212225550101",
    name: "Mariana López",
    tags: ["torneo"],
    messages: [
      { inbound: true, body: "Hola, ¿todavía hay lugar en el torneo de diciembre en 4ta?", minutesAgo: 180 },
      { inbound: false, body: "¡Hola Mariana! Sí, quedan 3 lugares. Te paso el enlace de inscripción.", minutesAgo: 170 },
      { inbound: true, body: "Perfecto, gracias. ¿Mi pareja también se inscribe ahí mismo?", minutesAgo: 45 },
    ],
  },
  {
    phone: "5212225550102",
    name: "Jorge Ramírez",
    tags: [],
    messages: [
      { inbound: true, body: "Busco entrenador para clases de iniciación los sábados", minutesAgo: 3 * 24 * 60 },
      { inbound: false, body: "Hola Jorge, te recomendamos revisar la sección de entrenadores.", minutesAgo: 3 * 24 * 60 - 30 },
    ],
  },
  {
    phone: "5212225550103",
    name: null,
    tags: ["club"],
    messages: [{ inbound: true, body: "¿Qué club tiene canchas techadas cerca de Angelópolis?", minutesAgo: 6 * 60 }],
  },
];

export async function writeWhatsAppDemo(tx: Tx, now: Date): Promise<void> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select exists (select 1 from ${whatsappConversation}) as found`);
  if (rows[0]?.found) return;
  for (const demo of DEMO) {
    const at = (m: DemoMessage) => new Date(now.getTime() - m.minutesAgo * MINUTE);
    const last = demo.messages.at(-1)!;
    const [row] = await tx
      .insert(whatsappConversation)
      .values({
        phone: demo.phone,
        displayName: demo.name,
        tags: demo.tags,
        lastMessageAt: at(last),
        createdAt: at(demo.messages[0]!),
        updatedAt: at(last),
      })
      .returning({ id: whatsappConversation.id });
    await tx.insert(whatsappMessage).values(
      demo.messages.map((m, i) => ({
        conversationId: row!.id,
        waMessageId: `wamid.DEMO-${demo.phone}-${i}`,
        direction: m.inbound ? "inbound" : "outbound",
        fromPhone: m.inbound ? demo.phone : BUSINESS,
        toPhone: m.inbound ? BUSINESS : demo.phone,
        body: m.body,
        status: m.inbound ? "received" : "read",
        createdAt: at(m),
        updatedAt: at(m),
      })),
    );
  }
}
