import { Button } from '../ui/button';

/**
 * The top bar's affiliate entry. Affiliate sign-in arrives with the affiliate programme;
 * until then the entry explains where affiliates get access rather than failing.
 */
export function AffiliateEntry() {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href="/affiliate">Affiliate Login</a>
    </Button>
  );
}
