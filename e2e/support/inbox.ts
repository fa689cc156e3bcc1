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
