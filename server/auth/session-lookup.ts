import type pg from 'pg';

export type SessionRow = {
  session_id: string;
  expires_at: Date;
  /** When the session was last marked active (session-reader.ts), renewed or created. */
  updated_at: Date;
  user_id: string;
  name: string;
  email: string;
  created_at: Date;
  timezone: string | null;
  onboarding_complete: boolean | null;
};

// One round trip for the session, its account and the profile's zone and onboarding state: every
// signed-in request needs all three. A named statement is parsed and planned once per connection.
const sessionQuery = {
  name: 'tend-session-by-token',
  text: `select s.id as session_id, s.expires_at, s.updated_at, u.id as user_id, u.name, u.email, u.created_at,
                p.timezone, p.onboarding_complete
           from session s
           join "user" u on u.id = s.user_id
           left join user_profiles p on p.user_id = u.id
          where s.token = $1`,
};

/**
 * Looks a session up by its token. Requests for the same token that arrive while a lookup is still
 * waiting for a pool connection share that lookup: its query has not been sent yet, so it reads
 * the database as it is after every one of them arrived, exactly as a lookup of their own would.
 * Once the query is on its way nobody else joins it; a request arriving later (after a sign-out,
 * say) starts its own. So "sign-out ends a session at once" holds, and a person's bursts (the
 * dashboard asks for three things at once, a busy pool queues them) cost one query instead of
 * several. See docs/decisions/006-session-reads.md.
 */
export function createSessionLookup(pool: pg.Pool) {
  const unsent = new Map<string, Promise<SessionRow | undefined>>();

  const send = async (token: string, client: pg.PoolClient) => {
    let failure: Error | undefined;
    try {
      const { rows } = await client.query<SessionRow>({ ...sessionQuery, values: [token] });
      return rows[0];
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed mid-query is discarded, as pool.query does.
      client.release(failure);
    }
  };

  return function lookUpSession(token: string): Promise<SessionRow | undefined> {
    const waiting = unsent.get(token);
    if (waiting) return waiting;
    const lookup = pool.connect().then(
      (client) => {
        // In the same tick as the query is handed to the connection: no later request joins.
        unsent.delete(token);
        return send(token, client);
      },
      (error: unknown) => {
        unsent.delete(token);
        throw error;
      },
    );
    unsent.set(token, lookup);
    return lookup;
  };
}
