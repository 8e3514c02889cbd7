export default function Page() {
  return <section className="p-8">free-form-page</section>;
}
