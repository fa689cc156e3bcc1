import { createAuthClient } from 'better-auth/client';
import { emailOTPClient } from 'better-auth/client/plugins';

// Same origin: the cookie travels by itself; no token is ever handled by our code.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [emailOTPClient()],
});
