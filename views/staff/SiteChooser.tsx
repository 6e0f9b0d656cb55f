import { useIntl } from 'react-intl';
import { siteSettingsMessages as messages } from './site-settings-messages';

/**
 * Which of the admin's sites a site admin's screen is about (a choice only when there are several, and not while
 * a change is under way), and when that site was last published: every change is based on that publication.
 */
export const SiteChooser = (props: {
  id: string;
  sites: ReadonlyArray<{ readonly domain: string }>;
  site: { readonly domain: string; readonly configuredAt: string } | null;
  disabled: boolean;
  onSelect: (domain: string) => void;
}) => {
  const text = useIntl().formatMessage;
  return (
    <>
      {props.sites.length > 1 ? (
        <p>
          <label htmlFor={props.id}>{text(messages.site)}</label>{' '}
          <select id={props.id} value={props.site?.domain ?? ''} onChange={(event) => props.onSelect(event.target.value)} disabled={props.disabled}>
            {props.sites.map((entry) => <option key={entry.domain} value={entry.domain}>{entry.domain}</option>)}
          </select>
        </p>
      ) : null}
      {props.site === null ? null : <p>{text(messages.lastPublished, { at: new Date(props.site.configuredAt) })}</p>}
    </>
  );
};
