// A real SMTP server for the end-to-end run: the app sends its emails here over SMTP, and tests
// read them back over HTTP (GET /messages?to=address), as a person would open their inbox.
// Started by Playwright's webServer list; ports come from the environment.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

type StoredMessage = { to: string[]; raw: string; receivedAt: string };

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
const messages: StoredMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
