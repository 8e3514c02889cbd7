export default function Page() {
  return <section className="p-8">checkout-page</section>;
}
