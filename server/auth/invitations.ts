import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import {
  type InvitationRefusal,
  invitationCodeBytes,
  invitationCodeFromBytes,
  invitationRefusal,
  normaliseInvitationCode,
} from '#domain/auth/invitation-code.ts';
import type { Database } from '../db/client.ts';
import { invitations } from '../db/schema/index.ts';

// Invitation codes (SIGN_UP=invite): made, listed and revoked by the operator's command line
// (scripts/invite.ts), claimed by a sign-up (auth.ts). Decision 038.

export type InvitationRow = typeof invitations.$inferSelect;

/** The stored form of a code: SHA-256 of its normalised spelling, so that any way of typing it matches. */
export function hashInvitationCode(normalisedCode: string): string {
  return createHash('sha256').update(`tend-invitation:${normalisedCode}`).digest('hex');
}

export async function createInvitation(
  db: Database,
  options: { maxUses: number; lifetimeMs: number; note?: string | undefined; now?: Date },
): Promise<{ code: string; invitation: InvitationRow }> {
  const now = options.now ?? new Date();
  const code = invitationCodeFromBytes(randomBytes(invitationCodeBytes));
  const [invitation] = await db
    .insert(invitations)
    .values({
      codeHash: hashInvitationCode(code),
      note: options.note?.trim() || null,
      maxUses: options.maxUses,
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.lifetimeMs),
    })
    .returning();
  if (!invitation) throw new Error('the invitation was not stored');
  return { code, invitation };
}

export function listInvitations(db: Database): Promise<InvitationRow[]> {
  return db.select().from(invitations).orderBy(desc(invitations.createdAt));
}

export type RevokeResult =
  | { outcome: 'revoked'; invitation: InvitationRow }
  | { outcome: 'already-revoked'; invitation: InvitationRow }
  | { outcome: 'not-found' }
  | { outcome: 'ambiguous'; matches: number };

/**
 * Revokes one invitation, named by the code itself or by the start of its id (as the list shows
 * it): an operator who handed out a code may no longer have it.
 */
export async function revokeInvitation(db: Database, which: string, now = new Date()): Promise<RevokeResult> {
  const code = normaliseInvitationCode(which);
  const idPrefix = /^[0-9a-f-]{4,36}$/i.test(which.trim()) ? which.trim().toLowerCase() : undefined;
  const condition = code
    ? eq(invitations.codeHash, hashInvitationCode(code))
    : idPrefix
      ? like(sql`${invitations.id}::text`, `${idPrefix}%`)
      : undefined;
  if (!condition) return { outcome: 'not-found' };
  const matches = await db.select().from(invitations).where(condition).limit(2);
  const [match] = matches;
  if (!match) return { outcome: 'not-found' };
  if (matches.length > 1) return { outcome: 'ambiguous', matches: matches.length };
  if (match.revokedAt) return { outcome: 'already-revoked', invitation: match };
  const [revoked] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, match.id), isNull(invitations.revokedAt)))
    .returning();
  return revoked
    ? { outcome: 'revoked', invitation: revoked }
    : { outcome: 'already-revoked', invitation: match };
}

/**
 * Takes one use of the code, or says why not. The check and the use are one UPDATE, so two
 * sign-ups racing for an invitation's last use cannot both have it: PostgreSQL re-reads the row
 * for the second after the first commits, and `uses < max_uses` then fails.
 */
export async function claimInvitation(
  db: Database,
  normalisedCode: string,
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; refusal: Exclude<InvitationRefusal, 'required'> }> {
  const codeHash = hashInvitationCode(normalisedCode);
  const [claimed] = await db
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(
      and(
        eq(invitations.codeHash, codeHash),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        lt(invitations.uses, invitations.maxUses),
      ),
    )
    .returning({ id: invitations.id });
  if (claimed) return { ok: true, id: claimed.id };
  const [row] = await db.select().from(invitations).where(eq(invitations.codeHash, codeHash));
  // A row that passes every test here was freed between the two statements; refusing it as used
  // up is right for the moment of the UPDATE, and the person can simply try again.
  return { ok: false, refusal: row ? (invitationRefusal(row, now) ?? 'usedUp') : 'unknown' };
}

/** Gives back a use whose sign-up failed after the claim (the email taken, the server's own checks). */
export async function releaseInvitation(db: Database, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ uses: sql`greatest(${invitations.uses} - 1, 0)` })
    .where(eq(invitations.id, id));
}
