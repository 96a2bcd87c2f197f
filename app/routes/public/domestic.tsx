export default function DomesticPage() {
  return <h1>domestic</h1>;
}
