import { adminMessages } from './admin';

/**
 * Why a sign-in ended back on /admin/login: the server redirects to `/admin/login?error=<code>`
 * and the page says the matching sentence. Codes, not sentences, travel in the URL.
 */
export const adminSignInErrors = {
  'not-authorised': adminMessages.notAuthorised,
  'link-expired':
    'This sign-in link has expired or was already used. Ask for a new one: each link works once, for 15 minutes.',
  'sign-in-failed': 'The sign-in did not complete (it may have taken too long). Please try again.',
  'google-unavailable':
    'Google sign-in cannot be reached right now. Please try again in a moment, or use a one-time sign-in link.',
} as const;

export type AdminSignInError = keyof typeof adminSignInErrors;

export function adminSignInErrorOf(code: string | null): AdminSignInError | null {
  return code !== null && Object.hasOwn(adminSignInErrors, code)
    ? (code as AdminSignInError)
    : null;
}

export const adminPaths = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  googleStart: '/auth/google',
  googleCallback: '/auth/google/callback',
  link: '/auth/link',
  logout: '/auth/logout',
} as const;

export function adminLoginPath(error?: AdminSignInError): string {
  return error ? `${adminPaths.login}?error=${error}` : adminPaths.login;
}

/** What the login page tells an operator when Google is not configured. */
export const ADMIN_LINK_COMMAND = 'npm run admin -- link you@example.com';
