import type { MailMessage } from '#server/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A reminder by email. Like a notification it names only the kind of entry and the time of day:
 * mail previews are as public as a lock screen. It carries RFC 8058's one-click unsubscribe, which
 * turns off this one reminder and nothing else.
 */
export function reminderEmail({
  to,
  message,
  name,
  openUrl,
  unsubscribe,
}: {
  to: string;
  /** "Time for your evening check-in". */
  message: string;
  /** "Evening check-in". */
  name: string;
  openUrl: string;
  /** The page the email links to (it asks before it stops anything), and the one-click address. */
  unsubscribe: { pageUrl: string; oneClickUrl: string };
}): MailMessage {
  const unsubscribeUrl = unsubscribe.pageUrl;
  const text = [
    `${message}.`,
    '',
    `Open Tend: ${openUrl}`,
    '',
    `You get this email because you set a reminder (${name}) in Tend.`,
    `Stop this reminder's emails: ${unsubscribeUrl}`,
    'You can change or pause all reminders in your profile.',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1d2826;line-height:1.6">
<p style="font-size:20px">${escapeHtml(message)}.</p>
<p><a href="${escapeHtml(openUrl)}">Open Tend</a></p>
<p style="color:#4d5b58;font-size:14px">You get this email because you set a reminder (${escapeHtml(name)}) in Tend.
<a href="${escapeHtml(unsubscribeUrl)}">Stop this reminder's emails</a>. You can change or pause all reminders in your profile.</p>
</body></html>`;
  return {
    to,
    subject: message,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The email the profile's "Send a test" button sends: asked for once, so no unsubscribe. */
export function testReminderEmail(to: string, appUrl: string): MailMessage {
  const text = [
    'This is how your Tend reminders will look by email.',
    '',
    `Open Tend: ${appUrl}/app/profile`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1d2826;line-height:1.6">
<p>This is how your Tend reminders will look by email.</p>
<p><a href="${escapeHtml(appUrl)}/app/profile">Open Tend</a></p>
</body></html>`;
  return { to, subject: 'A test reminder from Tend', text, html };
}
