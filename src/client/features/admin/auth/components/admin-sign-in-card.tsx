import { CircleAlert, KeyRound, ShieldCheck } from 'lucide-react';
import type { AdminSignInError } from '../../../../../common/admin-sign-in';
import {
  ADMIN_LINK_COMMAND,
  adminPaths,
  adminSignInErrors,
} from '../../../../../common/admin-sign-in';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';

/** Google's "G", drawn inline: no image request, no outside host. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

function SignInError({ error }: { error: AdminSignInError }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/60 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      {adminSignInErrors[error]}
    </p>
  );
}

/** Without Google configured there is no dead button: how to get a one-time link instead. */
function SignInLinkHelp() {
  return (
    <div className="rounded-md border border-border bg-surface-raised/60 p-4 text-sm leading-relaxed">
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <KeyRound className="size-4 text-gold" aria-hidden />
        Sign in with a one-time link
      </p>
      <p className="mt-2 text-muted">
        Google sign-in is not set up on this shop. Use the link printed when the shop started, or
        ask the operator to run:
      </p>
      <code className="mt-2 block rounded bg-background px-3 break-words py-2 font-mono text-xs text-gold-bright">
        {ADMIN_LINK_COMMAND}
      </code>
      <p className="mt-2 text-muted">
        Each link works once, for 15 minutes, and only for an e-mail on the admin list.
      </p>
    </div>
  );
}

export function AdminSignInCard(props: { hasGoogle: boolean; error: AdminSignInError | null }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <ShieldCheck className="mb-2 size-10 text-gold" aria-hidden />
        <h1 className="text-3xl font-semibold">Admin Login</h1>
        <CardDescription>Only authorized administrators can access this area.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {props.error && <SignInError error={props.error} />}
        {props.hasGoogle ? (
          <Button asChild size="lg" className="w-full">
            {/* A navigation, not a call: the server sends the browser on to Google. */}
            <a href={adminPaths.googleStart}>
              <GoogleMark />
              Continue with Google
            </a>
          </Button>
        ) : (
          <SignInLinkHelp />
        )}
      </CardContent>
    </Card>
  );
}
