// Storefront home page; the event listing arrives with the catalogue.
export default function HomePage() {
  return (
    <main>
      <h1>Vstupenky</h1>
    </main>
  );
}
