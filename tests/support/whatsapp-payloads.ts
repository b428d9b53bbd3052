// Webhook bodies as Meta sends them, and their X-Hub-Signature-256, for integration and e2e tests.
import { createHmac } from "node:crypto";

/** The envelope around one change of the business number. */
function envelope(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "522225550000", phone_number_id: "1234567890" },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

export function inboundMessagePayload(m: { from: string; name?: string; id: string; text: string; at?: Date }) {
  return envelope({
    contacts: m.name ? [{ profile: { name: m.name }, wa_id: m.from }] : [],
    messages: [{ from: m.from, id: m.id, timestamp: unixSeconds(m.at ?? new Date()), type: "text", text: { body: m.text } }],
  });
}

export function statusPayload(s: { id: string; status: string; recipient: string }) {
  return envelope({ statuses: [{ id: s.id, status: s.status, timestamp: unixSeconds(new Date()), recipient_id: s.recipient }] });
}

/** The body bytes and the header Meta would send with them. */
export function signedBody(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}` };
}
