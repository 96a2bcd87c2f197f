export default function BlogPage() {
  return <h1>blog</h1>;
}
