// Email-and-password actions through whichever identity the shop uses: Firebase when it is
// configured, else the shop's built-in accounts. Screens call these and need not know which.
import { ApiError, call, TOKEN_KEY } from '@/lib/api-client';
import type { RegistrationForm } from '@/lib/model';
import {
  firebaseMessage,
  loadFirebaseConfig,
  sendPasswordReset,
  signInWithPassword,
  signUpWithPassword,
} from './firebase-sign-in';

/** Thrown with a message for the person; Firebase's codes are translated. */
async function translated<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(firebaseMessage(error), 0, 'identity_provider', null);
  }
}

/** Signs in: resolves once the shop's own token is stored. */
export async function passwordSignIn(
  email: string,
  password: string,
  session: { signIn: (email: string, password: string) => Promise<unknown>; signInWithIdToken: (token: string) => Promise<unknown> },
) {
  const firebase = await loadFirebaseConfig();
  if (!firebase) return session.signIn(email, password);
  return translated(async () => session.signInWithIdToken(await signInWithPassword(firebase, email, password)));
}

export async function passwordSignUp(form: RegistrationForm) {
  const firebase = await loadFirebaseConfig();
  if (!firebase) return call('POST /signup', { body: form });
  return translated(() => signUpWithPassword(firebase, form.name, form.email, form.password));
}

export async function requestPasswordReset(email: string) {
  const firebase = await loadFirebaseConfig();
  if (!firebase) return call('POST /forgot-password', { body: { email } });
  return translated(() => sendPasswordReset(firebase, email));
}

/** Texts a sign-in code to a mobile number. */
export const sendSignInCode = (phone: string) => call('POST /phone/code', { body: { phone } });

/** Signs in with the code texted to the number: stores the shop's token. */
export async function codeSignIn(phone: string, code: string, name: string) {
  const reply = await call('POST /phone/sign-in', { body: { phone, code, name: name.trim() || undefined } });
  localStorage.setItem(TOKEN_KEY, reply.accessToken);
  return reply.user;
}
