import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import type { Suggestion } from '../../io/entities/like';
import { classed } from '../shell/classed';
import { colors } from '../theme';

const messages = defineMessages<{
  likedYou: { name: string };
  nearYou: {};
  nearYouKm: { km: number };
  yourAgeRange: {};
  likeThoseYouLiked: {};
}>({
  likedYou: { id: 'matchFinder.reason.likedYou', defaultMessage: '{name} vindt jou leuk.' },
  nearYou: { id: 'matchFinder.reason.nearYou', defaultMessage: 'Woont bij jou in de buurt.' },
  nearYouKm: { id: 'matchFinder.reason.nearYouKm', defaultMessage: 'Woont op {km} km van jou.' },
  yourAgeRange: { id: 'matchFinder.reason.yourAgeRange', defaultMessage: 'Heeft de leeftijd die je zoekt.' },
  likeThoseYouLiked: { id: 'matchFinder.reason.likeThoseYouLiked', defaultMessage: 'Lijkt op leden die jij leuk vond.' },
});

const Line = classed('p', css`
  margin: 0.4rem 0 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`);

/** Why the match finder suggests this member, in one line (with the distance when the server gives it). */
export const SuggestionReason = (props: { suggestion: Suggestion }) => {
  const intl = useIntl();
  const { reason, distance_km: km, profile } = props.suggestion;
  const text = (() => {
    switch (reason) {
      case 'liked_you':
        return intl.formatMessage(messages.likedYou, { name: profile.name });
      case 'near_you':
        return km === null ? intl.formatMessage(messages.nearYou) : intl.formatMessage(messages.nearYouKm, { km });
      case 'your_age_range':
        return intl.formatMessage(messages.yourAgeRange);
      case 'like_those_you_liked':
        return intl.formatMessage(messages.likeThoseYouLiked);
      default: {
        const unknown: never = reason;
        return unknown;
      }
    }
  })();
  return <Line>{text}</Line>;
};
