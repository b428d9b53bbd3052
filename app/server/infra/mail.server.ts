import nodemailer from "nodemailer";
import { getConfig } from "./config.server";
import { getLogger } from "./logger.server";

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain-text body; links are written out in full. */
  text: string;
  html?: string;
};

const LINK = /https?:\/\/[^\s"<>]+/g;

/**
 * What the log says of a message that was not sent because SMTP_URL is not set. In development, the
 * message and its links, so a developer can follow them; in production never the text nor a link
 * (verification and reset links are secrets, issue 34), only that the mail did not go out.
 */
export function unsentMailLog(
  message: MailMessage,
  nodeEnv: string,
): { level: "info" | "warn"; fields: Record<string, unknown>; text: string } {
  if (nodeEnv === "production") {
    return {
      level: "warn",
      fields: { to: message.to, subject: message.subject },
      text: "E-mail not sent: SMTP_URL is not set (its text and links are not logged in production)",
    };
  }
  return {
    level: "info",
    fields: { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [], text: message.text },
    text: "E-mail (SMTP_URL is not set, so it was only logged)",
  };
}

/**
 * Sends one e-mail. With SMTP_URL set, over SMTP (a new connection per message, so a mail server that
 * starts after the app is still reached); otherwise it is only logged (`unsentMailLog`: its links only
 * outside production). Throws when the SMTP server refuses the message.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const config = getConfig();
  if (!config.SMTP_URL) {
    const { level, fields, text } = unsentMailLog(message, config.NODE_ENV);
    getLogger()[level](fields, text);
    return;
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  try {
    await transport.sendMail({ from: config.MAIL_FROM, ...message });
  } finally {
    transport.close();
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A short message with one call-to-action link, as text and as simple HTML. */
export function actionMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
}): MailMessage {
  const siteName = getConfig().SITE_NAME;
  const text = [opts.greeting, "", ...opts.lines, "", `${opts.action}: ${opts.url}`, "", siteName].join("\n");
  const html = [
    `<p>${escapeHtml(opts.greeting)}</p>`,
    ...opts.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(siteName)}</p>`,
  ].join("\n");
  return { to: opts.to, subject: opts.subject, text, html };
}
