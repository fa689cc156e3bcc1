/** What a person sees when the server's operator has closed sign-up (SIGN_UP, SIGN_UP_LIMIT). */
export const signUpClosedMessage =
  'Sign-up is closed on this server. Ask the person who runs it to let you in.';

/** Who may make an account here now, as GET /api/sign-up tells the sign-up page. */
export type SignUpMode = 'open' | 'invite' | 'closed';

export type SignUpOptions = { mode: SignUpMode };
