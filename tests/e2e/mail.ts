// A real SMTP server for the e2e run (smtp-server + mailparser). It runs in Playwright's main process
// (global setup) and writes every message it receives to a folder, where the test workers read them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The app's SMTP_URL points here (playwright.config.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? APP_PORT + 1000);
export const MAIL_DIR = path.join(os.tmpdir(), `padel-e2e-mail-${SMTP_PORT}`);

export type ReceivedMail = { to: string[]; subject: string; text: string; links: string[] };

/** Starts the SMTP server; returns a function that stops it. */
export async function startMailServer(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase() ?? "") ?? []);
          const text = mail.text ?? "";
          const received: ReceivedMail = { to, subject: mail.subject ?? "", text, links: text.match(/https?:\/\/[^\s"<>]+/g) ?? [] };
          count += 1;
          // Write then rename, so a test polling the folder never reads a half-written file.
          const file = path.join(MAIL_DIR, `${Date.now()}-${count}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(received));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Waits for the newest mail to `to` (optionally with a subject), up to 20 s. */
export async function readMail(to: string, subject?: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs
      .readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), "utf8")) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase()) && (!subject || mail.subject === subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to}${subject ? ` with subject "${subject}"` : ""} arrived`);
}

/** The one link of a mail that goes to this site. */
export function linkIn(mail: ReceivedMail): string {
  const link = mail.links.find((l) => l.includes("/api/auth/"));
  if (!link) throw new Error(`No account link in "${mail.subject}": ${mail.text}`);
  return link;
}
