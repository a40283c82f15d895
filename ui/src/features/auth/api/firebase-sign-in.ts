// Sign-in through Firebase, when the shop configures it: email and password as well as Google,
// Facebook and Github. The firebase SDK is loaded only when it is first needed, so visitors of
// a shop without Firebase (and every first page view) never download it.

import { loadShopConfig, type FirebaseWebConfig } from '@/lib/shop-config';
import { words } from '@/lib/i18n';

export type SocialProvider = 'Google' | 'Facebook' | 'Github';
export type { FirebaseWebConfig };

/** The shop's Firebase web config, or null when sign-in through Firebase is off. */
export async function loadFirebaseConfig(): Promise<FirebaseWebConfig | null> {
  return (await loadShopConfig()).firebase;
}

async function firebaseAuth(config: FirebaseWebConfig) {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(config);
  return { auth, instance: auth.getAuth(app) };
}

/** Firebase's error codes, in the shop's own words (spec §8). */
export function firebaseMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const byCode: Record<string, string | undefined> = {
    'auth/user-not-found': words.USER_NOT_FOUND,
    'auth/wrong-password': words.WRONG_PASSWORD,
    'auth/invalid-credential': words.WRONG_PASSWORD,
    'auth/invalid-email': words.EMAIL_INVALID,
    'auth/missing-email': words.EMAIL_INVALID,
    'auth/email-already-in-use': words.ACCOUNT_EXISTS,
    'auth/too-many-requests': words.TOO_MANY_SIGN_INS,
    'auth/network-request-failed': words.PROVIDER_UNREACHABLE,
  };
  return byCode[code] ?? words.PROVIDER_SIGN_IN_FAILED;
}

/** Opens the provider's sign-in window and returns the Firebase ID token it yields. */
export async function signInWithProvider(config: FirebaseWebConfig, provider: SocialProvider): Promise<string> {
  const { auth, instance } = await firebaseAuth(config);
  const providers = {
    Google: () => new auth.GoogleAuthProvider(),
    Facebook: () => new auth.FacebookAuthProvider(),
    Github: () => new auth.GithubAuthProvider(),
  };
  const credential = await auth.signInWithPopup(instance, providers[provider]());
  return credential.user.getIdToken();
}

export async function signInWithPassword(config: FirebaseWebConfig, email: string, password: string): Promise<string> {
  const { auth, instance } = await firebaseAuth(config);
  const credential = await auth.signInWithEmailAndPassword(instance, email, password);
  return credential.user.getIdToken();
}

/** Creates the Firebase account, names it, and has Firebase send the verification mail. */
export async function signUpWithPassword(config: FirebaseWebConfig, name: string, email: string, password: string) {
  const { auth, instance } = await firebaseAuth(config);
  const credential = await auth.createUserWithEmailAndPassword(instance, email, password);
  await auth.updateProfile(credential.user, { displayName: name });
  await auth.sendEmailVerification(credential.user);
}

export async function sendPasswordReset(config: FirebaseWebConfig, email: string) {
  const { auth, instance } = await firebaseAuth(config);
  await auth.sendPasswordResetEmail(instance, email);
}
