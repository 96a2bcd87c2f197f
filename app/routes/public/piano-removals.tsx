export default function PianoRemovalsPage() {
  return <h1>piano-removals</h1>;
}
