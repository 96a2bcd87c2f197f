/**
 * The meta of an admin page: its title (`metaTitle` from its loader, in the reader's language;
 * the site's name where the loader failed), and never indexed.
 */
export function adminMeta(title: string | undefined) {
  return [{ title: title ?? "MoveMatch" }, { name: "robots", content: "noindex" }];
}
