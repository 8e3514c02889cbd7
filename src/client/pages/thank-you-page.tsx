export default function Page() {
  return <section className="p-8">thank-you-page</section>;
}
