export default function MovingAbroadPage() {
  return <h1>moving-abroad</h1>;
}
