export default function DisclaimerPage() {
  return <h1>disclaimer</h1>;
}
