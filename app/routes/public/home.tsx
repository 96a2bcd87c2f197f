export default function Home() {
  return <h1>Move house with a top-rated removal company</h1>;
}
