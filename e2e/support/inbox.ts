import { expect } from '@playwright/test';

type StoredMessage = { to: string[]; raw: string; receivedAt: string };

const inboxUrl = () => `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}`;

/** Waits for the newest email to `address` received after `since`, and returns its 6-digit code. */
export async function readResetCode(address: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inboxUrl()}/messages?to=${encodeURIComponent(address)}`);
        const messages = (await response.json()) as StoredMessage[];
        const fresh = messages.filter((message) => new Date(message.receivedAt) >= since).at(-1);
        code = fresh?.raw.match(/reset code is:\s*(\d{6})/)?.[1];
        return code;
      },
      { message: `a reset code email to ${address}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** A quoted-printable body as read: soft line breaks joined, `=XX` escapes decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a reminder email to `address` and returns its two unsubscribe addresses: the link in
 * its text, which a person follows, and the List-Unsubscribe header's, which a mail client POSTs to.
 */
export async function readReminderUnsubscribeLinks(address: string): Promise<{ link: URL; header: URL }> {
  let raw: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inboxUrl()}/messages?to=${encodeURIComponent(address)}`);
        const messages = (await response.json()) as StoredMessage[];
        raw = messages.find((message) => message.raw.includes('List-Unsubscribe'))?.raw;
        return raw;
      },
      { message: `a reminder email to ${address}`, timeout: 30_000 },
    )
    .toBeTruthy();
  const [headers = '', ...rest] = (raw as string).split(/\r?\n\r?\n/);
  // Long headers are folded onto the next line (RFC 5322); a mail client unfolds them.
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const link = /Stop this reminder's emails: (\S+)/.exec(decodeQuotedPrintable(rest.join('\n')))?.[1];
  if (!header || !link) throw new Error(`No unsubscribe addresses in the reminder email to ${address}`);
  return { link: new URL(link), header: new URL(header) };
}
