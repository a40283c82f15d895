// The signed-in buyer's language, kept on the account (PUT /api/users/me/language) so the
// shop's mail speaks it and another browser opens in it.
import { TOKEN_KEY, call } from '@/lib/api-client';
import { currentLanguage, setLanguage, type Lang } from '@/lib/i18n';
import type { User } from '@/lib/model';

/** Remembers `lang` on the account when someone is signed in; a failure changes nothing. */
export async function saveLanguage(lang: Lang) {
  if (!localStorage.getItem(TOKEN_KEY)) return;
  await call('PUT /users/me/language', { body: { language: lang } }).catch(() => undefined);
}

/** At sign-in: the account's language, if it chose one, becomes the page's. */
export async function adoptAccountLanguage(user: Pick<User, 'language'>) {
  if (user.language && user.language !== currentLanguage()) await setLanguage(user.language);
}
