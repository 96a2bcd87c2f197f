export default function QuotePage() {
  return <h1>quote</h1>;
}
