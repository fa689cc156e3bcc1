import { Hono } from 'hono';
import type { SignUpOptions } from '#domain/auth/sign-up.ts';
import type { AppEnv } from '../app-env.ts';
import { signUpIsClosed } from './auth.ts';

// Public: the sign-up page asks before it draws its form, so that it shows the invitation code
// field only where one is needed (and says at once when sign-up is closed).
export const signUpRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config, db } = c.var.deps;
  const mode = (await signUpIsClosed(config, db)) ? 'closed' : config.signUp.invitation ? 'invite' : 'open';
  c.header('Cache-Control', 'no-store');
  return c.json({ mode } satisfies SignUpOptions);
});
