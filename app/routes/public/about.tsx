export default function AboutPage() {
  return <h1>about</h1>;
}
