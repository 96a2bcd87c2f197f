/** The meta of an admin page: its title, and never indexed. */
export function adminMeta(title?: string) {
  return [{ title: title ? `${title} | Admin panel` : "Admin panel" }, { name: "robots", content: "noindex" }];
}
