import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe on announcements and job alerts. */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox as an .eml file and
 * its link is logged, so someone running the app locally can still finish a reset or a verification.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Outside production the outbox logs each message's link; production logs never carry tokens. */
  logLinks: boolean;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger, logLinks } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await stream.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The link is the point of the message; logging it lets a local user act on it.
      logger.info(
        { to: mail.to, subject: mail.subject, file, link: logLinks ? mail.link : undefined },
        "mail written to outbox",
      );
    },
  };
}
