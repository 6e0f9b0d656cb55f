import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { deletionMachine } from '../../../machines/deletion/deletion.machine';
import { selectDiscountLoading, selectStayDiscount } from '../../../machines/deletion/selectors';
import { selectSettingsLoadFailed, selectSettingsLoading } from '../../../machines/settings/selectors';
import type { settingsMachine } from '../../../machines/settings/settings.machine';
import { classed } from '../../shell/classed';
import { PrimaryButton } from '../../shell/ui';
import { colors, radius } from '../../theme';
import { InvisibleSwitch } from '../InvisibleSwitch';
import { buttonRow, secondaryButton } from '../styles';
import { StepHeading } from './StepHeading';

const messages = defineMessages<{
  heading: {}; intro: {}; emailTitle: {}; emailText: {}; emailLink: {}; privacyTitle: {}; trialTitle: {}; trialText: {}; trialLink: {};
  discountTitle: {}; discountText: { percentage: number; code: string }; discountLink: {}; discountLoading: {}; next: {}; cancel: {};
}>({
  heading: { id: 'deletion.alternatives.heading', defaultMessage: 'Voordat je gaat' },
  intro: { id: 'deletion.alternatives.intro', defaultMessage: 'Misschien is een van deze mogelijkheden beter dan je account te verwijderen.' },
  emailTitle: { id: 'deletion.alternatives.emailTitle', defaultMessage: 'Een ander e-mailadres' },
  emailText: { id: 'deletion.alternatives.emailText', defaultMessage: 'Komen onze mails op het verkeerde adres binnen? Wijzig je e-mailadres en houd je account.' },
  emailLink: { id: 'deletion.alternatives.emailLink', defaultMessage: 'E-mailadres wijzigen' },
  privacyTitle: { id: 'deletion.alternatives.privacyTitle', defaultMessage: 'Even onzichtbaar' },
  trialTitle: { id: 'deletion.alternatives.trialTitle', defaultMessage: 'Probeer een proefpakket' },
  trialText: { id: 'deletion.alternatives.trialText', defaultMessage: 'Met een klein pakket credits kun je zonder verplichtingen berichten sturen.' },
  trialLink: { id: 'deletion.alternatives.trialLink', defaultMessage: 'Bekijk de pakketten' },
  discountTitle: { id: 'deletion.alternatives.discountTitle', defaultMessage: 'Korting als je blijft' },
  discountText: { id: 'deletion.alternatives.discountText', defaultMessage: 'Blijf en krijg {percentage}% korting met de code {code}.' },
  discountLink: { id: 'deletion.alternatives.discountLink', defaultMessage: 'Code gebruiken bij de pakketten' },
  discountLoading: { id: 'deletion.alternatives.discountLoading', defaultMessage: 'Je kortingscode wordt opgehaald…' },
  next: { id: 'deletion.alternatives.next', defaultMessage: 'Toch verwijderen' },
  cancel: { id: 'deletion.cancel', defaultMessage: 'Annuleren' },
});

const Options = classed('ul', css`
  display: grid;
  gap: 0.75rem;
  margin: 0.75rem 0 1rem;
  padding: 0;
  list-style: none;
  & li {
    padding: 0.75rem 1rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
  }
  & h4 {
    margin: 0 0 0.25rem;
  }
  & p {
    margin: 0 0 0.5rem;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primaryStrong};
    font-weight: 600;
  }
`);

/** The first step of leaving (spec §2): another address, invisible mode, a trial package, the stay discount. */
export const Alternatives = ({ actor, settings, emailAnchor }: {
  actor: ActorRefFrom<typeof deletionMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  emailAnchor: string;
}) => {
  const intl = useIntl();
  const discount = useSelector(actor, selectStayDiscount);
  const discountLoading = useSelector(actor, selectDiscountLoading);
  const settingsLoading = useSelector(settings, selectSettingsLoading);
  const settingsFailed = useSelector(settings, selectSettingsLoadFailed);
  const cancel = () => actor.send({ type: 'deletion.cancel' });
  return (
    <div aria-busy={discountLoading}>
      <StepHeading>{intl.formatMessage(messages.heading)}</StepHeading>
      <p>{intl.formatMessage(messages.intro)}</p>
      <Options>
        <li>
          <h4>{intl.formatMessage(messages.emailTitle)}</h4>
          <p>{intl.formatMessage(messages.emailText)}</p>
          <a href={`#${emailAnchor}`} onClick={cancel}>
            {intl.formatMessage(messages.emailLink)}
          </a>
        </li>
        {!settingsLoading && !settingsFailed && (
          <li>
            <h4>{intl.formatMessage(messages.privacyTitle)}</h4>
            <InvisibleSwitch actor={settings} />
          </li>
        )}
        <li>
          <h4>{intl.formatMessage(messages.trialTitle)}</h4>
          <p>{intl.formatMessage(messages.trialText)}</p>
          <Link href="/credits">{intl.formatMessage(messages.trialLink)}</Link>
        </li>
        {discountLoading && <li role="status">{intl.formatMessage(messages.discountLoading)}</li>}
        {discount !== null && (
          <li>
            <h4>{intl.formatMessage(messages.discountTitle)}</h4>
            <p>{intl.formatMessage(messages.discountText, { percentage: discount.value_percentage, code: discount.code })}</p>
            <Link href="/credits">{intl.formatMessage(messages.discountLink)}</Link>
          </li>
        )}
      </Options>
      <div className={buttonRow}>
        <PrimaryButton type="button" onClick={cancel}>
          {intl.formatMessage(messages.cancel)}
        </PrimaryButton>
        <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'deletion.next' })}>
          {intl.formatMessage(messages.next)}
        </button>
      </div>
    </div>
  );
};
