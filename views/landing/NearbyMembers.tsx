import { css, cx } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { TeaserFace, useTeasers } from '../landers/teasers';
import { MemberGrid } from '../screens/MemberGrid';
import { memberCardSurface } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { SignupButton } from '../signup/signup-modal-context';
import { colors, media } from '../theme';

const messages = defineMessages<{ title: {}; hint: {} }>({
  title: { id: 'landing.members.title', defaultMessage: 'Leden bij jou in de buurt' },
  hint: { id: 'landing.members.hint', defaultMessage: 'Meld je gratis aan om hun profiel te bekijken en met ze te chatten.' },
});

/** Two rows of cards on a phone and on a desktop: enough to show who is there, little enough to paint fast. */
const shown = 8;

const Section = classed('section', css`
  margin-top: 2.5rem;
  & h2 {
    margin: 0 0 0.25rem;
    color: ${colors.dark};
    font-size: 1.5rem;
  }
  & > p {
    margin: 0 0 1rem;
    color: ${colors.muted};
  }
  ${media.md} {
    margin-top: 3.5rem;
  }
`);

// A column, as the member grid's items: the card fills its cell's width, whatever its photo's size.
const Item = classed('li', css`
  display: flex;
  flex-direction: column;
  list-style: none;
`);

const card = cx(memberCardSurface, css`
  display: block;
  flex: 1 0 auto;
  text-decoration: none;
  &:hover {
    box-shadow: 0 4px 18px rgba(31, 42, 107, 0.18);
  }
`);

// A card's shape while the members load after a navigation (the served page has them at once).
const Placeholder = classed('li', cx(memberCardSurface, css`
  list-style: none;
  aspect-ratio: 4 / 5;
  background: ${colors.border};
`));

/**
 * Members near the visitor (io/public-page.ts): each card leads to signup (the modal on a desktop, /signup on
 * a phone), since a visitor cannot open a profile. Nothing to show (none a visitor may see, or the call
 * failed): no section, the landing sells without it.
 */
export const NearbyMembers = () => {
  const intl = useIntl();
  const { members, loading } = useTeasers();
  if (!loading && members.length === 0) return null;
  return (
    <Section aria-labelledby="landing-members" aria-busy={loading}>
      <h2 id="landing-members">{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.hint)}</p>
      <MemberGrid>
        {loading
          ? [0, 1, 2, 3].map((index) => <Placeholder key={index} aria-hidden="true" />)
          : members.slice(0, shown).map((member, position) => (
              <Item key={member.id}>
                <SignupButton className={card}>
                  <TeaserFace member={member} position={position} />
                </SignupButton>
              </Item>
            ))}
      </MemberGrid>
    </Section>
  );
};
