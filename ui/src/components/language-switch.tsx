import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames, setLanguage, type Lang } from '@/lib/i18n';
import { saveLanguage } from '@/lib/account-language';

/**
 * The navbar's language switch: one button naming the other language in itself ("বাংলা" on
 * an English page, "English" on a Bangla one), so a reader who cannot read the page can still
 * find it. The choice is remembered in the browser and, when signed in, on the account.
 */
export function LanguageSwitch({ className = 'button button--small language-switch' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const other: Lang = lang === 'en' ? 'bn' : 'en';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-label={`${t('LANGUAGE_SWITCH_LABEL')}: ${languageNames[other]}`}
      onClick={() => void setLanguage(other).then(() => saveLanguage(other))}
    >
      {languageNames[other]}
    </button>
  );
}
