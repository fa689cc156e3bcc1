import { Navigate, useSearchParams } from 'react-router';

/** /auth goes to sign-in; /auth?signup=true (the landing page's call to action) to sign-up. */
export function AuthIndexRedirect() {
  const [params] = useSearchParams();
  const signUp = params.get('signup') === 'true';
  params.delete('signup');
  const rest = params.toString() ? `?${params.toString()}` : '';
  return <Navigate to={`/auth/${signUp ? 'sign-up' : 'sign-in'}${rest}`} replace />;
}
