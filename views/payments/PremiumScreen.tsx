import { useActorRef } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pricesFeature } from '../../machines/credits/feature';
import { selectSettings } from '../../machines/app/selectors';
import { useApp, useFeatureMachine } from '../app-actor';
import { Card, Heading, Page } from '../shell/ui';
import { PremiumAdvantages } from './PremiumAdvantages';
import { PriceList } from './PriceList';

const messages = defineMessages<{ premium: {}; pricing: {}; lead: {}; oneOff: {}; refund: { days: number }; returnPolicy: {}; buy: {} }>({
  premium: { id: 'premium.title', defaultMessage: 'Premium' },
  pricing: { id: 'premium.pricing', defaultMessage: 'Prijzen' },
  lead: { id: 'premium.lead', defaultMessage: 'Met je eerste aankoop van credits word je Premium. Dat geeft je:' },
  oneOff: { id: 'premium.oneOff', defaultMessage: 'Je betaalt alleen voor de credits die je koopt: geen abonnement, geen verlenging.' },
  refund: { id: 'premium.refund', defaultMessage: 'Niet tevreden? Je kunt binnen {days} dagen na je aankoop je geld terugvragen.' },
  returnPolicy: { id: 'premium.returnPolicy', defaultMessage: 'Lees het retourbeleid' },
  buy: { id: 'premium.buy', defaultMessage: 'Credits kopen' },
});

/** /premium (members) and /pricing (anyone): what premium gives, the price list, the refund window. */
const PremiumOrPricing = ({ pricing }: { pricing: boolean }) => {
  const intl = useIntl();
  const actor = useActorRef(useFeatureMachine(pricesFeature));
  const settings = useApp(selectSettings);
  return (
    <Page>
      <Heading>{intl.formatMessage(pricing ? messages.pricing : messages.premium)}</Heading>
      <Card>
        <PremiumAdvantages lead={intl.formatMessage(messages.lead)} />
        <p>{intl.formatMessage(messages.oneOff)}</p>
        <PriceList actor={actor} />
        <p>
          {intl.formatMessage(messages.refund, { days: settings.refund_days })} <Link href="/pages/return-policy">{intl.formatMessage(messages.returnPolicy)}</Link>
        </p>
        <p>
          <Link href="/credits">{intl.formatMessage(messages.buy)}</Link>
        </p>
      </Card>
    </Page>
  );
};

export const PremiumScreen = () => <PremiumOrPricing pricing={false} />;
export const PricingScreen = () => <PremiumOrPricing pricing />;
