import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetCodeEmail({
  to,
  code,
  appUrl,
}: {
  to: string;
  code: string;
  appUrl: string;
}): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) asked to reset the password of your Tend account.',
    '',
    `Your reset code is: ${code}`,
    '',
    'It works once and expires in 10 minutes.',
    `Enter it on the password reset page: ${appUrl}/auth/password-reset`,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
    '',
    'Take care,',
    'Tend',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1d2826;line-height:1.6">
<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of your Tend account.</p>
<p>Your reset code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p>It works once and expires in 10 minutes. Enter it on the <a href="${escapeHtml(appUrl)}/auth/password-reset">password reset page</a>.</p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>
<p>Take care,<br>Tend</p>
</body></html>`;
  return { to, subject: 'Your Tend password reset code', text, html };
}
