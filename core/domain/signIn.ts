/** Sign-in rules of portal-overview §5 and §9. */
export const USERNAME_MIN_LENGTH = 3;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export function maySubmitSignIn(username: string, password: string): boolean {
  return username.trim().length >= USERNAME_MIN_LENGTH && password.length >= LOGIN_PASSWORD_MIN_LENGTH;
}
