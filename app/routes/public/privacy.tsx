export default function PrivacyPage() {
  return <h1>privacy</h1>;
}
