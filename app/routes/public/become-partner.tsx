export default function BecomePartnerPage() {
  return <h1>become-partner</h1>;
}
