/** Where to turn when a private link's page cannot help: a sentence to end its message with. */
export function SupportLine({ supportEmail }: { supportEmail: string }) {
  return (
    <>
      {' '}
      Still stuck? Write to{' '}
      <a href={`mailto:${supportEmail}`} className="text-gold-bright underline underline-offset-4">
        {supportEmail}
      </a>{' '}
      and we will help.
    </>
  );
}
