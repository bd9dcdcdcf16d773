export default function HomePage() {
  return (
    <main>
      <h1>BrightWay Engineering</h1>
    </main>
  );
}
