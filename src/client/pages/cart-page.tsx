export default function Page() {
  return <section className="p-8">cart-page</section>;
}
