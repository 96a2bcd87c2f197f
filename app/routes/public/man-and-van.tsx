export default function ManAndVanPage() {
  return <h1>man-and-van</h1>;
}
