import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media } from '../theme';
import { Columns, LanderHeading, NoMembers, SignupSlot, ToSignup } from './nearby-parts';
import { TeaserFace, useTeasers } from './parts';

const messages = defineMessages<{ headline: {}; pitch: { site: string } }>({
  headline: { id: 'lander.collage.headline', defaultMessage: 'Zij zoeken ook iemand, vlak bij jou' },
  pitch: { id: 'lander.collage.pitch', defaultMessage: 'Maak gratis een profiel aan bij {site} en stuur ze vandaag nog een bericht.' },
});

// A pin board: the headline is a paper note pinned over a collage of polaroids of the members, laid in
// columns (multi-column layout: no holes, whatever the number of members). Each polaroid carries its
// caption (name, age, area, disclosure) on top and its photo below, and the next one in its column lies
// over the bottom of it: the overlap hides a strip of a photo, never a caption. Columns keep a gap wider
// than the tilt, so no caption is covered from the side either. The tilt and offsets are CSS properties of
// their own (rotate, translate), so the entrance animation's transform adds to them.
const Board = classed('section', css`
  padding: 1rem 0.75rem 1.5rem;
  border-radius: 20px;
  background: radial-gradient(circle at 30% 20%, #4a3566, #241a35 70%);
  columns: 2;
  column-gap: 1rem;
  ${media.md} {
    padding: 1.5rem 1.5rem 2rem;
    columns: 3;
    column-gap: 1.5rem;
  }
`);

const Note = classed('div', css`
  column-span: all;
  margin: 0 0 0.25rem;
  padding: 1.25rem 1.25rem 2rem;
  border-radius: 4px;
  background: #fff3b0;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.35);
  color: ${colors.text};
  rotate: -1deg;
  & h1,
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.6rem;
    line-height: 1.2;
  }
  & p {
    margin: 0 0 1rem;
  }
  ${media.md} {
    & h1,
    & h2 {
      font-size: 2rem;
    }
  }
`);

const cta = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.5rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-weight: 700;
  text-decoration: none;
`;

const Polaroid = classed('div', css`
  display: flex;
  flex-direction: column-reverse;
  margin-top: -0.75rem;
  padding: 0.4rem 0.4rem 0.5rem;
  overflow: hidden;
  break-inside: avoid;
  border-radius: 4px;
  background: ${colors.surface};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.35);
  color: ${colors.text};
  /* Irregular: three widths, each polaroid leaning its own way. */
  &:nth-child(3n + 1) {
    width: 92%;
    margin-left: 8%;
  }
  &:nth-child(3n) {
    width: 96%;
  }
  &:nth-child(4n + 1) {
    rotate: -2deg;
  }
  &:nth-child(4n + 2) {
    rotate: 2.5deg;
    translate: 0 0.3rem;
  }
  &:nth-child(4n + 3) {
    rotate: -1deg;
  }
  &:nth-child(4n) {
    rotate: 3deg;
    translate: 0 0.2rem;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: settle 0.5s ease-out both;
    @keyframes settle {
      from {
        transform: translateY(-0.75rem) scale(1.04);
      }
    }
  }
`);

const Empty = classed('div', css`
  column-span: all;
  margin-top: 1rem;
`);

/** /landers/collagelanding: members near the visitor as a collage of polaroids around the headline, the signup beside. */
export const CollageLander = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { members, loading } = useTeasers();
  const headingId = useId();
  return (
    <Page>
      <Columns>
        <Board aria-labelledby={headingId}>
          <Note>
            <LanderHeading id={headingId}>{intl.formatMessage(messages.headline)}</LanderHeading>
            <p>{intl.formatMessage(messages.pitch, { site: settings.name })}</p>
            <ToSignup className={cta} />
          </Note>
          {members.map((member, position) => (
            <Polaroid key={member.id}>
              <TeaserFace member={member} position={position} />
            </Polaroid>
          ))}
          {members.length === 0 && (
            <Empty>
              <NoMembers loading={loading} />
            </Empty>
          )}
        </Board>
        <SignupSlot />
      </Columns>
    </Page>
  );
};
