import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';
import { currentDigits, formatCount, setLatinDigits } from '@/lib/i18n';

export function Footer() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{t('FOOTER_SERVICES')}</h2>
          <ul>
            <li>{t('FOOTER_SENSORS')}</li>
            <li>{t('FOOTER_TOOLS')}</li>
            <li>{t('FOOTER_PARTS')}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('FOOTER_ABOUT')}</h2>
          <ul>
            <li><Link to={screens.portfolio}>{t('FOOTER_WHO')}</Link></li>
            <li><Link to={screens.blogs}>{t('FOOTER_BLOG')}</Link></li>
            <li><Link to={screens.contact}>{t('FOOTER_CONTACT')}</Link></li>
            <li><Link to={screens.terms}>{t('TERMS_TITLE')}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('FOOTER_FOLLOW')}</h2>
          <ul>
            <li>Facebook</li>
            <li>LinkedIn</li>
            <li>YouTube</li>
          </ul>
        </section>
      </div>
      {i18n.language === 'bn' && (
        <div className="container">
          <DigitsChoice />
        </div>
      )}
      <p className="footer__copyright">
        {t('FOOTER_COPYRIGHT', { year: formatCount(new Date().getFullYear()), shop: t('SHOP_NAME') })}
      </p>
    </footer>
  );
}

/** Bangla readers who read numbers in Latin digits can have them so (`৳ 1,250` for `৳ ১,২৫০`). */
function DigitsChoice() {
  const { t } = useTranslation();
  return (
    <label className="footer__digits">
      <input
        type="checkbox"
        checked={currentDigits() === 'latin'}
        onChange={(event) => void setLatinDigits(event.target.checked)}
      />{' '}
      {t('LATIN_DIGITS')}
    </label>
  );
}
