import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pricesFeature } from '../../machines/credits/feature';
import { useFeatureActor } from '../app-actor';
import { SiteDocument } from '../documents/SiteDocument';
import { Card, Heading, Page } from '../shell/ui';
import { PriceList } from './PriceList';

const messages = defineMessages<{ premium: {}; pricing: {}; buy: {} }>({
  premium: { id: 'premium.title', defaultMessage: 'Premium' },
  pricing: { id: 'premium.pricing', defaultMessage: 'Prijzen' },
  buy: { id: 'premium.buy', defaultMessage: 'Credits kopen' },
});

/**
 * /premium (members) and /pricing (anyone): the price list of the viewer's country and the site's text
 * about it (io/documents.ts: 'premium' tells what premium gives, 'pricing' how credits work).
 */
const PremiumOrPricing = ({ pricing }: { pricing: boolean }) => {
  const intl = useIntl();
  const actor = useFeatureActor(pricesFeature);
  return (
    <Page>
      <Heading>{intl.formatMessage(pricing ? messages.pricing : messages.premium)}</Heading>
      <Card>
        <PriceList actor={actor} />
        <p>
          <Link href="/credits">{intl.formatMessage(messages.buy)}</Link>
        </p>
      </Card>
      <SiteDocument name={pricing ? 'pricing' : 'premium'} />
    </Page>
  );
};

export const PremiumScreen = () => <PremiumOrPricing pricing={false} />;
export const PricingScreen = () => <PremiumOrPricing pricing />;
