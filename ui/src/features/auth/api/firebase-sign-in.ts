// Sign-in through Firebase (Google, Facebook, Github). The firebase SDK is loaded only when a
// visitor presses one of these buttons, so the first visit does not download it.
import { api } from '@/lib/api-client';

export type SocialProvider = 'Google' | 'Facebook' | 'Github';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** The shop's Firebase web config, or null when sign-in through Firebase is off. */
export async function loadFirebaseConfig(): Promise<FirebaseWebConfig | null> {
  const reply = await api<{ firebase: FirebaseWebConfig | null }>('/config');
  return reply.firebase;
}

/** Opens the provider's sign-in window and returns the Firebase ID token it yields. */
export async function signInWithProvider(config: FirebaseWebConfig, provider: SocialProvider): Promise<string> {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(config);
  const providers = {
    Google: () => new auth.GoogleAuthProvider(),
    Facebook: () => new auth.FacebookAuthProvider(),
    Github: () => new auth.GithubAuthProvider(),
  };
  const credential = await auth.signInWithPopup(auth.getAuth(app), providers[provider]());
  return credential.user.getIdToken();
}
