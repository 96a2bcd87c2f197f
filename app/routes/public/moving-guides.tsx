export default function MovingGuidesPage() {
  return <h1>moving-guides</h1>;
}
