/**
 * The Referrer-Policy of pages with a key in their address: a customer's request, a review
 * invitation, a password link. `same-origin` sends the address in a Referer to this site only,
 * never to another. Not `no-referrer`: with it, browsers send `Origin: null` with a form posted
 * without JavaScript (or before the app has loaded), and the cross-site check refuses the post.
 */
export const KEY_PAGE_REFERRER_POLICY = "same-origin";
