import { Navigate, useSearchParams } from 'react-router';

/** /auth goes to sign-in; /auth?signup=true (the landing page's call to action) to sign-up. */
export function AuthIndexRedirect() {
  const [params] = useSearchParams();
  const signUp = params.get('signup') === 'true';
  // A copy: the router's own params object must not change under a re-render.
  const remaining = new URLSearchParams(params);
  remaining.delete('signup');
  const rest = remaining.size > 0 ? `?${remaining.toString()}` : '';
  return <Navigate to={`/auth/${signUp ? 'sign-up' : 'sign-in'}${rest}`} replace />;
}
