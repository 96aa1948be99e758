import { useTranslation } from 'react-i18next';
import type { DeploymentConfig } from '#config/deployment-config.ts';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '#lib/i18n.ts';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { switchLocale, useDataLight, usePreferencesStore } from '#stores/preferences-store.ts';
import { DRAWER_ICONS } from './drawer-icons';

interface Props {
  links: DeploymentConfig['links'];
  /** Data-free (zero-rated) sessions hide the social link: it leaves the zero-rated site. */
  dataFree: boolean;
}

/** External links from the deployment, sharing, the language switcher and the data saver. */
export function DrawerExtras({ links, dataFree }: Props) {
  const { t, i18n } = useTranslation();
  const dataLight = useDataLight();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const external = [
    links.support_chat && { href: links.support_chat, label: t('drawer.support_chat') },
    links.website && { href: links.website, label: t('drawer.website') },
    !dataFree && links.social_group && { href: links.social_group, label: t('drawer.social_group') },
  ].filter((link): link is { href: string; label: string } => Boolean(link));

  const changeLanguage = (value: string) => {
    if (!isSupportedLocale(value)) return;
    void switchLocale(value);
  };

  const share = () => {
    void navigator.share({ title: document.title, url: window.location.origin }).catch(() => {
      // The shopper closed the share sheet: nothing to report.
    });
  };

  return (
    <div className="drawer__extras">
      {(external.length > 0 || canShare) && (
        <ul className="drawer__list">
          {external.map((link) => (
            <li key={link.href}>
              <a className="drawer__row" href={link.href} target="_blank" rel="noopener noreferrer">
                {DRAWER_ICONS.external}
                {link.label}
              </a>
            </li>
          ))}
          {canShare && (
            <li>
              <button type="button" className="drawer__row" onClick={share}>
                {DRAWER_ICONS.share}
                {t('drawer.share')}
              </button>
            </li>
          )}
        </ul>
      )}
      <label className="field">
        <span className="field__label">{t('drawer.language')}</span>
        <select value={i18n.language} onChange={(event) => changeLanguage(event.target.value)}>
          {SUPPORTED_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      <CheckboxField
        label={t('drawer.data_light')}
        checked={dataLight}
        onCheckedChange={(checked) => usePreferencesStore.getState().setDataLight(checked)}
      />
    </div>
  );
}
