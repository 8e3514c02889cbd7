export function HomePage() {
  return <section className="p-8">home</section>;
}
