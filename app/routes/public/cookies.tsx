export default function CookiesPage() {
  return <h1>cookies</h1>;
}
