import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { InterestTag } from '../../io/entities/profile-attributes';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { interestIcons } from '../profile/interest-icons';
import { interestLabels } from '../profile-edit/labels';
import { aboveTheFold, memberCardSurface } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media } from '../theme';
import { Columns, Intro, LanderHeading, NoMembers, SignupSlot, ToSignup } from './nearby-parts';
import { TeaserFace, useTeasers } from './parts';

const messages = defineMessages<{
  headline: {};
  pitch: { site: string };
  nothingYet: {};
  youLike: { interests: string };
  findThem: {};
  nearby: {};
}>({
  headline: { id: 'lander.icons.headline', defaultMessage: 'Waar word jij blij van?' },
  pitch: { id: 'lander.icons.pitch', defaultMessage: 'Tik aan wat je leuk vindt en ontmoet mensen bij {site} die dat ook hebben.' },
  nothingYet: { id: 'lander.icons.nothingYet', defaultMessage: 'Nog niets gekozen' },
  youLike: { id: 'lander.icons.youLike', defaultMessage: 'Jij houdt van {interests}' },
  findThem: { id: 'lander.icons.findThem', defaultMessage: 'Vind leden die dit ook leuk vinden' },
  nearby: { id: 'lander.icons.nearby', defaultMessage: 'Leden bij jou in de buurt' },
});

const Wall = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  }
`);

const Icon = classed('button', css`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 0.25rem;
  width: 100%;
  min-height: 5.25rem;
  padding: 0.6rem 0.25rem;
  border: 2px solid ${colors.border};
  border-radius: 14px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.78rem;
  line-height: 1.2;
  text-align: center;
  hyphens: auto;
  overflow-wrap: anywhere;
  cursor: pointer;
  /* A button reached with the keyboard scrolls into view clear of the pick bar that stays at the bottom. */
  scroll-margin-bottom: 7rem;
  & > span[aria-hidden] {
    font-size: 1.75rem;
    line-height: 1;
  }
  &[aria-pressed='true'] {
    border-color: ${colors.secondary};
    background: ${colors.secondary};
    color: ${colors.onSecondary};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.15s ease-out;
    &[aria-pressed='true'] {
      transform: scale(1.06);
    }
  }
`);

// Stays in view at the bottom while the wall scrolls by on a phone, so the way on is always at hand.
const PickBar = classed('div', css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border-radius: 14px;
  background: ${colors.dark};
  color: ${colors.onDark};
  box-shadow: 0 -4px 16px rgba(31, 42, 107, 0.2);
  & p {
    margin: 0;
  }
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`);

const cta = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 1.25rem;
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
`;

const Nearby = classed('section', css`
  margin-top: 2.5rem;
  & h2 {
    margin: 0 0 1rem;
    color: ${colors.dark};
    font-size: 1.3rem;
  }
`);

const Cards = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`);

const Card = classed('li', memberCardSurface);

/** The site's interests (settings.interests), or all of spec §1's where a site lists none. */
const wallOf = (siteInterests: ReadonlyArray<InterestTag>): ReadonlyArray<InterestTag> =>
  siteInterests.length > 0 ? siteInterests : (Object.keys(interestIcons) as InterestTag[]);

/**
 * /landers/iconslanding: the site's interests as a wall of icons the visitor taps to pick what they like (a
 * choice of this page only: it does not filter the members, whose interests a visitor cannot see), then
 * the way to the signup form; members near the visitor below.
 */
export const IconsLander = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { members, loading } = useTeasers();
  const [picked, setPicked] = useState<ReadonlyArray<InterestTag>>([]);
  const headingId = useId();
  const nearbyId = useId();
  const wall = wallOf(settings.interests);
  const toggle = (tag: InterestTag) => setPicked((now) => (now.includes(tag) ? now.filter((other) => other !== tag) : [...now, tag]));
  return (
    <Page>
      <Columns>
        <section aria-labelledby={headingId}>
          <Intro>
            <LanderHeading id={headingId}>{intl.formatMessage(messages.headline)}</LanderHeading>
            <p>{intl.formatMessage(messages.pitch, { site: settings.name })}</p>
          </Intro>
          <Wall aria-labelledby={headingId}>
            {wall.map((tag) => (
              <li key={tag}>
                <Icon type="button" aria-pressed={picked.includes(tag)} onClick={() => toggle(tag)}>
                  <span aria-hidden="true">{interestIcons[tag]}</span>
                  {intl.formatMessage(interestLabels[tag])}
                </Icon>
              </li>
            ))}
          </Wall>
          <PickBar>
            <p aria-live="polite">
              {picked.length === 0
                ? intl.formatMessage(messages.nothingYet)
                : intl.formatMessage(messages.youLike, { interests: intl.formatList(picked.map((tag) => intl.formatMessage(interestLabels[tag]))) })}
            </p>
            <ToSignup className={cta}>{intl.formatMessage(messages.findThem)}</ToSignup>
          </PickBar>
        </section>
        <SignupSlot />
      </Columns>
      <Nearby aria-labelledby={nearbyId}>
        <h2 id={nearbyId}>{intl.formatMessage(messages.nearby)}</h2>
        {members.length === 0 ? (
          <NoMembers loading={loading} />
        ) : (
          <Cards>
            {members.map((member, position) => (
              <Card key={member.id}>
                {/* Below the wall, never in the first screenful: every photo may wait until scrolled to. */}
                <TeaserFace member={member} position={aboveTheFold + position} />
              </Card>
            ))}
          </Cards>
        )}
      </Nearby>
    </Page>
  );
};
