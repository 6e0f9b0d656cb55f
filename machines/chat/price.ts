import type { Settings } from '../../io/entities/settings';
import type { User } from '../../io/entities/user';

/** What the composer says a message costs before it is sent (issue 8 "price before send"). */
export interface MessagePrice {
  /** The site's message_credits. */
  readonly credits: number;
  /** What a message costs at least in the member's country (spec §3 minimum_message_costs), if the site says. */
  readonly money: { readonly costs: number; readonly currency: string } | null;
  readonly balance: number;
  /** How many messages the balance pays for; null when messages are free on this site. */
  readonly messagesLeft: number | null;
  /** Premium members keep their premium functions at 0 credits (spec §1); messages still cost credits. */
  readonly premium: boolean;
  readonly enough: boolean;
}

export const messagePriceOf = (settings: Settings, user: User): MessagePrice => {
  const credits = settings.message_credits;
  return {
    credits,
    money: settings.minimum_message_costs[user.profile.country] ?? null,
    balance: user.credits,
    messagesLeft: credits === 0 ? null : Math.floor(user.credits / credits),
    premium: user.paid_user,
    enough: user.credits >= credits,
  };
};
