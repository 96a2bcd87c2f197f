export default function LoginPage() {
  return <h1>Log Into Your Account</h1>;
}
