export default function Page() {
  return <section className="p-8">checkout-tier-page</section>;
}
