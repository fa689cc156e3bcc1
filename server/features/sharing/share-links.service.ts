import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type ShareLinkDto,
  type ShareLinkFields,
  type ShareOpenKind,
  type ShareSection,
  shareLinkState,
} from '#domain/sharing/share-link.ts';
import { SHARE_TOKEN_BYTES } from '#domain/sharing/share-token.ts';
import type { Database } from '#server/db/client.ts';
import { shareLinkOpens, shareLinks } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const PASSCODE_TRIES = 5;
export const PASSCODE_LOCK_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest openings shown per link in the list; the export holds them all. */
const OPENS_SHOWN = 20;

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// A 6-digit passcode has a million values: its hash is salted and slow so that a copy of the
// database does not hand it over in a moment, even though it only guards a link beside it.
async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(passcode, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(passcode, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

function toDto(row: ShareLinkRow, opens: (typeof shareLinkOpens.$inferSelect)[], now: Date): ShareLinkDto {
  return {
    id: row.id,
    label: row.label,
    displayName: row.displayName,
    sections: row.sections as ShareSection[],
    from: row.from,
    to: row.to,
    hasPasscode: row.passcodeHash !== null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: shareLinkState(row, now),
    opens: opens.slice(0, OPENS_SHOWN).map((open) => ({
      openedAt: open.openedAt.toISOString(),
      device: open.device,
      what: open.what,
    })),
  };
}

export async function createShareLink(
  db: Database,
  userId: string,
  fields: ShareLinkFields,
  now: Date,
): Promise<{ link: ShareLinkDto; token: string }> {
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .insert(shareLinks)
    .values({
      userId,
      tokenHash: hashToken(token),
      label: fields.label,
      displayName: fields.displayName,
      sections: fields.sections,
      from: fields.from,
      to: fields.to,
      passcodeHash: fields.passcode === null ? null : await hashPasscode(fields.passcode),
      createdAt: now,
      expiresAt: new Date(now.getTime() + fields.days * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('The share link was not stored');
  return { link: toDto(row, [], now), token };
}

/** The person's links, newest first, each with its latest openings. */
export async function listShareLinks(db: Database, userId: string, now: Date): Promise<ShareLinkDto[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  if (rows.length === 0) return [];
  const opens = await db
    .select()
    .from(shareLinkOpens)
    .where(
      inArray(
        shareLinkOpens.linkId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(shareLinkOpens.openedAt));
  return rows.map((row) =>
    toDto(
      row,
      opens.filter((open) => open.linkId === row.id),
      now,
    ),
  );
}

const notFound = () => new ProblemError(404, 'not_found', 'This share link does not exist.');

/** Revoking is final and takes effect on the next request: every instance reads this row. */
export async function revokeShareLink(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<ShareLinkDto> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning();
  if (!row) throw notFound();
  const opens = await db
    .select()
    .from(shareLinkOpens)
    .where(eq(shareLinkOpens.linkId, row.id))
    .orderBy(desc(shareLinkOpens.openedAt));
  return toDto(row, opens, now);
}

export async function findShareLink(db: Database, token: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)));
  return row;
}

export type PasscodeOutcome = { ok: true } | { ok: false; locked: boolean; triesLeft: number };

/**
 * Checks a passcode against the link under a row lock, so parallel guesses on two instances count
 * one by one; the fifth wrong one locks the link for 15 minutes, even to the right passcode.
 */
export async function checkPasscode(
  db: Database,
  linkId: string,
  passcode: string,
  now: Date,
): Promise<PasscodeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shareLinks).where(eq(shareLinks.id, linkId)).for('update');
    if (!row?.passcodeHash) return { ok: false, locked: false, triesLeft: 0 };
    if (row.lockedUntil && row.lockedUntil > now) return { ok: false, locked: true, triesLeft: 0 };
    const valid = /^\d{6}$/.test(passcode) && (await passcodeMatches(passcode, row.passcodeHash));
    if (valid) {
      if (row.failedTries > 0 || row.lockedUntil)
        await tx
          .update(shareLinks)
          .set({ failedTries: 0, lockedUntil: null })
          .where(eq(shareLinks.id, linkId));
      return { ok: true };
    }
    const tries = row.failedTries + 1;
    const locks = tries >= PASSCODE_TRIES;
    await tx
      .update(shareLinks)
      .set({
        failedTries: locks ? 0 : tries,
        lockedUntil: locks ? new Date(now.getTime() + PASSCODE_LOCK_MS) : row.lockedUntil,
      })
      .where(eq(shareLinks.id, linkId));
    return { ok: false, locked: locks, triesLeft: locks ? 0 : PASSCODE_TRIES - tries };
  });
}

export function isLocked(row: ShareLinkRow, now: Date): boolean {
  return row.lockedUntil !== null && row.lockedUntil > now;
}

export async function recordOpen(
  db: Database,
  row: ShareLinkRow,
  what: ShareOpenKind,
  device: string,
  now: Date,
): Promise<void> {
  await db.insert(shareLinkOpens).values({ linkId: row.id, userId: row.userId, openedAt: now, device, what });
}

/** Every link and every opening, for the person's own export. */
export async function readShareLinkExport(db: Database, userId: string) {
  const [links, opens] = await Promise.all([
    db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(shareLinks.createdAt),
    db
      .select()
      .from(shareLinkOpens)
      .where(eq(shareLinkOpens.userId, userId))
      .orderBy(shareLinkOpens.openedAt),
  ]);
  return links.map((link) => ({
    id: link.id,
    label: link.label,
    displayName: link.displayName,
    sections: link.sections as ShareSection[],
    from: link.from,
    to: link.to,
    hasPasscode: link.passcodeHash !== null,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    opens: opens
      .filter((open) => open.linkId === link.id)
      .map((open) => ({ openedAt: open.openedAt.toISOString(), device: open.device, what: open.what })),
  }));
}
