// `npm run invite [-- --uses N --expires 14d --note TEXT]`: makes an invitation code for
// SIGN_UP=invite and prints it (once: only its hash is kept). `-- --list` lists the invitations,
// `-- --revoke CODE-OR-ID` withdraws one. In a container: `docker compose exec tend node
// scripts/invite.ts ...`. Works on the same database as the app (DATABASE_URL, or the embedded one).
import { parseArgs } from 'node:util';
import { invitationRefusal, parseInvitationLifetime } from '#domain/auth/invitation-code.ts';
import {
  createInvitation,
  type InvitationRow,
  listInvitations,
  revokeInvitation,
} from '#server/auth/invitations.ts';
import { openDatabase } from '#server/backup/open-database.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';

const usage = `Usage:
  npm run invite                                  a code for one account, valid 14 days
  npm run invite -- --uses 4 --expires 30d --note "the Smiths"
  npm run invite -- --list                        every invitation, newest first
  npm run invite -- --revoke <code or id>         withdraw one (the id as --list shows it)
In a container: docker compose exec tend node scripts/invite.ts [the same options]`;

const maxUses = 10_000;

function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function line(invitation: InvitationRow, now: Date): string {
  const state = invitationRefusal(invitation, now) ?? 'usable';
  const label = { usable: 'usable', expired: 'expired', usedUp: 'used up', revoked: 'revoked' }[state];
  const note = invitation.note ? `  "${invitation.note}"` : '';
  return `${invitation.id.slice(0, 8)}  ${label.padEnd(7)}  ${invitation.uses}/${invitation.maxUses} used  until ${when(invitation.expiresAt)}${note}`;
}

class UsageError extends Error {}

try {
  const { values } = parseArgs({
    options: {
      uses: { type: 'string', default: '1' },
      expires: { type: 'string', default: '14d' },
      note: { type: 'string' },
      list: { type: 'boolean', default: false },
      revoke: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const uses = Number(values.uses);
  if (!/^\d+$/.test(values.uses) || uses < 1 || uses > maxUses) {
    throw new UsageError(`--uses must be a whole number from 1 to ${maxUses} (got "${values.uses}")`);
  }
  const lifetime = parseInvitationLifetime(values.expires);
  if ('error' in lifetime) throw new UsageError(`--expires ${lifetime.error}`);
  const note = values.note?.trim();
  if (note !== undefined && (note.length === 0 || note.length > 200)) {
    throw new UsageError('--note must have 1 to 200 characters');
  }

  const config = loadConfig();
  const database = await openDatabase(config, createLogger({ logLevel: 'warn' }), { create: false });
  const { db, close } = connectDatabase(database.url, { max: 1 });
  try {
    const now = new Date();
    if (values.list) {
      const all = await listInvitations(db);
      console.log(all.length ? all.map((each) => line(each, now)).join('\n') : 'No invitations yet.');
    } else if (values.revoke !== undefined) {
      const result = await revokeInvitation(db, values.revoke, now);
      if (result.outcome === 'not-found') throw new Error(`no invitation matches "${values.revoke}"`);
      if (result.outcome === 'ambiguous') {
        throw new Error(`more than one invitation's id starts with "${values.revoke}"; give more of it`);
      }
      console.log(
        `${result.outcome === 'revoked' ? 'Revoked' : 'Already revoked'}: ${line(result.invitation, now)}`,
      );
    } else {
      const { code, invitation } = await createInvitation(db, {
        maxUses: uses,
        lifetimeMs: lifetime.ms,
        note,
        now,
      });
      console.log(`Invitation code: ${code}`);
      console.log(
        `  ${uses === 1 ? 'one account' : `${uses} accounts`}, until ${when(invitation.expiresAt)} (id ${invitation.id.slice(0, 8)})`,
      );
      console.log('  Shown only now: Tend keeps a hash of it, never the code.');
      if (!config.signUp.invitation) {
        console.log(
          `  Note: SIGN_UP is "${config.signUp.open ? 'open' : 'closed'}" here; the code is asked for only with SIGN_UP=invite.`,
        );
      }
    }
  } finally {
    await close();
    await database.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // 42P01: the table is missing, the database was never migrated by a Tend that has invitations.
  // Drizzle wraps the driver's error in its own, with the driver's as the cause.
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const missingTable = (cause as { code?: unknown } | null)?.code === '42P01';
  console.error(
    missingTable
      ? 'Invitation failed: this database has no invitations table yet; start Tend once (it migrates on start), then try again.'
      : `Invitation failed: ${message}`,
  );
  if (error instanceof UsageError) console.error(usage);
  process.exitCode = 1;
}
