// Webhook bodies as Meta sends them, and their X-Hub-Signature-256, for integration and e2e tests.
import { createHmac } from "node:crypto";

export function inboundMessagePayload(m: { from: string; name?: string; id: string; text: string; at?: Date }) {
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
              contacts: m.name ? [{ profile: { name: m.name }, wa_id: m.from }] : [],
              messages: [
                {
                  from: m.from,
                  id: m.id,
                  timestamp: String(Math.floor((m.at ?? new Date()).getTime() / 1000)),
                  type: "text",
                  text: { body: m.text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export function statusPayload(s: { id: string; status: string; recipient: string }) {
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
              statuses: [{ id: s.id, status: s.status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: s.recipient }],
            },
          },
        ],
      },
    ],
  };
}

/** The body bytes and the header Meta would send with them. */
export function signedBody(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}` };
}
