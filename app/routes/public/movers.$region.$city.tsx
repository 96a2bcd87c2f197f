export default function P() {
  return <h1>x</h1>;
}
