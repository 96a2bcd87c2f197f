export default function LocalMoversPage() {
  return <h1>local-movers</h1>;
}
