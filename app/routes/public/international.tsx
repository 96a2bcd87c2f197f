export default function InternationalPage() {
  return <h1>international</h1>;
}
