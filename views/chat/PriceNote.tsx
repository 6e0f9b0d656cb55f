import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessagePrice } from '../../machines/chat/price';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { chatMessages as messages, failureMessages } from './chat-messages';

const Note = classed('p', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
  & strong {
    color: ${colors.danger};
  }
  & a {
    color: ${colors.primaryStrong};
    font-weight: 700;
  }
`);

/** Before the member sends: what a message costs, what the balance pays for, and a way to buy more. */
export const PriceNote = ({ price }: { price: MessagePrice }) => {
  const intl = useIntl();
  if (price.credits === 0) return null;
  const cost =
    price.money === null
      ? intl.formatMessage(messages.price, { credits: price.credits })
      : intl.formatMessage(messages.priceMoney, {
          credits: price.credits,
          amount: intl.formatNumber(price.money.costs, { style: 'currency', currency: price.money.currency }),
        });
  return (
    <Note>
      <span>{cost}</span>
      <span>{intl.formatMessage(messages.balance, { credits: price.balance })}</span>
      {price.messagesLeft !== null && <span>{intl.formatMessage(messages.messagesLeft, { count: price.messagesLeft })}</span>}
      {!price.enough && <strong>{intl.formatMessage(failureMessages.insufficient_credits)}</strong>}
      {!price.enough && <Link href="/credits">{intl.formatMessage(messages.buyCredits)}</Link>}
      {price.premium && <span>{intl.formatMessage(messages.premiumKept)}</span>}
    </Note>
  );
};
