import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on reminder emails. */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Without it (development only; config refuses production) messages are
 * written to the server log on a clearly marked line, so a developer can still reset a password.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        logger.warn(
          { to: message.to, subject: message.subject },
          `[DEV MAIL - no SMTP_URL configured] ${message.subject}\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
