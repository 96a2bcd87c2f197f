/**
 * Account rules shared by the server (better-auth's configuration) and the forms that show
 * them, so it lives in app/lib: the account pages import it in the browser too.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
