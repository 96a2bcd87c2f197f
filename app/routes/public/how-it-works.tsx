export default function HowItWorksPage() {
  return <h1>how-it-works</h1>;
}
