export default function Page() {
  return <section className="p-8">tier-master-blueprint-page</section>;
}
