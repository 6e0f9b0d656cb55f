import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Heading, Page } from '../shell/ui';
import { ErrorScreen } from './ErrorScreen';

// Screens that later issues build show their heading until then (issue 3: "may show only their heading").
const titles = defineMessages<Record<string, {}>>({
  credits: { id: 'screen.credits', defaultMessage: 'Credits kopen' },
  'credits-repeat': { id: 'screen.creditsRepeat', defaultMessage: 'Herhaalbestelling' },
  'credits-method': { id: 'screen.creditsMethod', defaultMessage: 'Betalen' },
  directdebit: { id: 'screen.directdebit', defaultMessage: 'Automatische incasso' },
  premium: { id: 'screen.premium', defaultMessage: 'Premium' },
  pricing: { id: 'screen.pricing', defaultMessage: 'Prijzen' },
  profile: { id: 'screen.profile', defaultMessage: 'Mijn profiel' },
  settings: { id: 'screen.settings', defaultMessage: 'Instellingen' },
  notifications: { id: 'screen.notifications', defaultMessage: 'Meldingen' },
  signup: { id: 'screen.signup', defaultMessage: 'Gratis aanmelden' },
  'member-signup': { id: 'screen.memberSignup', defaultMessage: 'Meld je aan om te chatten' },
  'complete-signup': { id: 'screen.completeSignup', defaultMessage: 'Aanmelding afronden' },
  'signup-matches': { id: 'screen.signupMatches', defaultMessage: 'Jouw eerste matches' },
  'reset-password': { id: 'screen.resetPassword', defaultMessage: 'Wachtwoord vergeten' },
  'reset-password-do': { id: 'screen.resetPasswordDo', defaultMessage: 'Nieuw wachtwoord instellen' },
  'activate-done': { id: 'screen.activateDone', defaultMessage: 'Je account is geactiveerd' },
  'activate-error': { id: 'screen.activateError', defaultMessage: 'Activeren mislukt' },
  'mail-change': { id: 'screen.mailChange', defaultMessage: 'E-mailadres wijzigen' },
  'account-deleted': { id: 'screen.accountDeleted', defaultMessage: 'Je account is verwijderd' },
  'match-finder': { id: 'screen.matchFinder', defaultMessage: 'Matchfinder' },
  'swipe-game': { id: 'screen.swipeGame', defaultMessage: 'Swipespel' },
  complaints: { id: 'screen.complaints', defaultMessage: 'Klachten' },
  transactions: { id: 'screen.transactions', defaultMessage: 'Transacties' },
  lander: { id: 'screen.lander', defaultMessage: 'Ontmoet leden bij jou in de buurt' },
});


const Titled = (props: { title: MessageDescriptor }) => {
  const intl = useIntl();
  return (
    <Page>
      <Heading>{intl.formatMessage(props.title)}</Heading>
    </Page>
  );
};

/** A screen of the route table that shows only its heading for now. */
export const HeadingScreen = (props: { routeId: string }) => {
  const title = titles[props.routeId.startsWith('lander') || props.routeId.startsWith('member-landing') ? 'lander' : props.routeId];
  return title === undefined ? <ErrorScreen status={404} /> : <Titled title={title} />;
};
