export function SiteHeader(_props: { pathname: string }) {
  return <header>MoveMatch</header>;
}
