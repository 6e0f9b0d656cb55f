import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectSettings } from '../../machines/app/selectors';
import { selectShowsUs2257Statement } from '../../machines/footer/footer';
import { useApp } from '../app-actor';
import { useEnvironment } from '../shell-actors';

const messages = defineMessages<{ adults: { site: string; year: number }; us: {}; chatPal: {} }>({
  chatPal: { id: 'footer.chatPal', defaultMessage: 'Hoe werken fictieve profielen?' },
  adults: {
    id: 'footer.disclaimer',
    defaultMessage:
      '© {year} {site}. Deze site is uitsluitend bedoeld voor volwassenen (18+). Alle leden verklaren 18 jaar of ouder te zijn.',
  },
  // Spec §1: the extra US footer exists in English only; every locale carries this English text.
  us: {
    id: 'footer.us2257',
    defaultMessage:
      '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement: all persons who appear in any visual depiction on this website were 18 years of age or older at the time of its creation.',
  },
});

const Text = classed('div', css`
  max-width: 60rem;
  margin: 0 auto;
  text-align: center;
  opacity: 0.92;
  & p {
    margin: 0.4rem 0;
  }
`);

/** The footer disclaimer: adults only, the site's fictional-profile warning, and for US visitors the 2257 statement. */
export const Disclaimer = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { year } = useEnvironment();
  const us2257 = useApp(selectShowsUs2257Statement);
  return (
    <Text>
      <p>{intl.formatMessage(messages.adults, { site: settings.name, year })}</p>
      <p>
        {settings.fictional_warning.plural} <Link href="/pages/chat-pal">{intl.formatMessage(messages.chatPal)}</Link>
      </p>
      {us2257 && <p lang="en">{intl.formatMessage(messages.us)}</p>}
    </Text>
  );
};
