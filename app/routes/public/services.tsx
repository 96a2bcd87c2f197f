export default function ServicesPage() {
  return <h1>services</h1>;
}
