export default function RemovalVanPage() {
  return <h1>removal-van</h1>;
}
