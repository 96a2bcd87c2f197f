export default function PartnerFaqPage() {
  return <h1>partner-faq</h1>;
}
