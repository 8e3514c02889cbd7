export default function Page() {
  return <section className="p-8">success-page</section>;
}
