// A real local HTTP server that speaks the parts of the WhatsApp Cloud API (Graph API) the app uses:
// POST /{version}/{phone_number_id}/messages (to a phone number `to` or a BSUID `recipient`),
// GET /{version}/{phone_number_id}, GET /{version}/{media_id} and the media download URL it answers,
// with Meta's answer and error shapes. Integration tests use it in-process; the e2e run starts it in global
// setup and test workers drive it over HTTP through the /__fake/* control endpoints.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type GraphRequest = { method: string; path: string; authorization: string | undefined; body: unknown };
/** An error answer, or `drop: true` to cut the connection without answering (a network failure). */
export type GraphFailure = { status?: number; code: number; message: string; type?: string; subcode?: number; drop?: boolean };

export const FAKE_DISPLAY_NUMBER = "+52 222 555 0000";

type Media = { bytes: Buffer; mimeType: string };
type State = { requests: GraphRequest[]; failures: GraphFailure[]; token: string | undefined; counter: number; media: Map<string, Media> };

/** The whole body of a request to a fake server, as text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

export type FakeGraphApi = {
  url: string;
  port: number;
  /** Requests received (control calls excluded), oldest first. */
  requests: GraphRequest[];
  /** The next `times` API calls answer `failure`. */
  failNext(failure: GraphFailure, times?: number): void;
  /** Only this bearer token is accepted (others get code 190), when set. */
  acceptToken(token: string | undefined): void;
  /** A file users sent: GET /{version}/{id} describes it, its URL downloads it. */
  addMedia(id: string, bytes: Uint8Array, mimeType: string): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeGraphApi(port = 0): Promise<FakeGraphApi> {
  const state: State = { requests: [], failures: [], token: undefined, counter: 0, media: new Map() };
  const send = (res: import("node:http").ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(json));
  };
  const graphError = (f: GraphFailure) => ({
    error: {
      message: f.message,
      type: f.type ?? "OAuthException",
      code: f.code,
      error_subcode: f.subcode,
      fbtrace_id: `fake${state.counter}`,
    },
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const text = await readBody(req);
      // Control endpoints for e2e test workers.
      if (url.pathname === "/__fake/requests") return send(res, 200, state.requests);
      if (url.pathname === "/__fake/fail" && req.method === "POST") {
        const { failure, times } = JSON.parse(text) as { failure: GraphFailure; times?: number };
        for (let i = 0; i < (times ?? 1); i++) state.failures.push(failure);
        return send(res, 200, { ok: true });
      }
      if (url.pathname === "/__fake/media" && req.method === "POST") {
        const { id, base64, mimeType } = JSON.parse(text) as { id: string; base64: string; mimeType: string };
        state.media.set(id, { bytes: Buffer.from(base64, "base64"), mimeType });
        return send(res, 200, { ok: true });
      }
      if (url.pathname === "/__fake/reset" && req.method === "POST") {
        state.requests.length = 0;
        state.failures.length = 0;
        return send(res, 200, { ok: true });
      }

      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      state.requests.push({ method: req.method ?? "GET", path: url.pathname, authorization: req.headers.authorization, body });
      state.counter += 1;
      const failure = state.failures.shift();
      if (failure?.drop) return req.socket.destroy();
      if (failure) return send(res, failure.status ?? 400, graphError(failure));
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!token || (state.token !== undefined && token !== state.token)) {
        return send(res, 401, graphError({ code: 190, message: "Invalid OAuth access token - Cannot parse access token" }));
      }
      const parts = url.pathname.split("/").filter(Boolean);
      if (req.method === "POST" && parts.length === 3 && parts[2] === "messages") {
        // Meta: `to` (phone) takes precedence over `recipient` (BSUID); the answer echoes which was used.
        const { to, recipient } = (body ?? {}) as { to?: string; recipient?: string };
        if (!to && !recipient) return send(res, 400, graphError({ code: 100, message: "(#100) The parameter to is required." }));
        return send(res, 200, {
          messaging_product: "whatsapp",
          contacts: [to ? { input: to, wa_id: to } : { input: recipient, user_id: recipient }],
          messages: [{ id: `wamid.FAKE${Date.now()}${state.counter}` }],
        });
      }
      if (req.method === "GET" && parts[0] === "__media" && parts.length === 2) {
        const media = state.media.get(parts[1]!);
        if (!media) return send(res, 404, graphError({ code: 100, message: "Media not found" }));
        res.writeHead(200, { "content-type": media.mimeType, "content-length": media.bytes.byteLength });
        return res.end(media.bytes);
      }
      if (req.method === "GET" && parts.length === 2 && state.media.has(parts[1]!)) {
        const media = state.media.get(parts[1]!)!;
        return send(res, 200, {
          messaging_product: "whatsapp",
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/__media/${parts[1]}`,
          mime_type: media.mimeType,
          sha256: "0".repeat(64),
          file_size: String(media.bytes.byteLength),
          id: parts[1],
        });
      }
      if (req.method === "GET" && parts.length === 2) {
        return send(res, 200, {
          verified_name: "Pádel Puebla",
          display_phone_number: FAKE_DISPLAY_NUMBER,
          id: parts[1],
          quality_rating: "GREEN",
        });
      }
      return send(res, 400, graphError({ code: 100, message: "Unsupported request", type: "GraphMethodException" }));
    })().catch(() => send(res, 500, { error: { message: "fake server error", code: 1 } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests: state.requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) state.failures.push(failure);
    },
    acceptToken(token) {
      state.token = token;
    },
    addMedia(id, bytes, mimeType) {
      state.media.set(id, { bytes: Buffer.from(bytes), mimeType });
    },
    reset() {
      state.requests.length = 0;
      state.failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
