export default function Page() {
  return <section className="p-8">tier-deep-dive-page</section>;
}
