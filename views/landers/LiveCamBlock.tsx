import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { VisuallyHidden } from '../shell/ui';
import { colors, radius } from '../theme';

const messages = defineMessages<{ advertisement: {}; heading: {}; text: { partner: string }; link: { partner: string }; newWindow: {}; leaving: { partner: string; site: string } }>({
  advertisement: { id: 'lander.liveCam.advertisement', defaultMessage: 'Advertentie' },
  heading: { id: 'lander.liveCam.heading', defaultMessage: 'Nu live voor de webcam' },
  text: { id: 'lander.liveCam.text', defaultMessage: 'Zin om meteen iemand live te zien? Bij onze partner {partner} staan de webcams nu aan.' },
  link: { id: 'lander.liveCam.link', defaultMessage: 'Bekijk de live cams bij {partner}' },
  newWindow: { id: 'lander.liveCam.newWindow', defaultMessage: '(opent in een nieuw venster)' },
  leaving: { id: 'lander.liveCam.leaving', defaultMessage: 'Een partnerlink naar de website van {partner}: je verlaat daarmee {site}.' },
});

const Block = classed('aside', css`
  position: relative;
  margin: 1.5rem 0 0;
  padding: 1.1rem 1.25rem 1.25rem;
  border-radius: ${radius};
  background: linear-gradient(135deg, #2a1038, ${colors.dark});
  color: ${colors.onDark};
  & h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0.4rem 0 0.4rem;
    font-size: 1.25rem;
  }
`);

const Text = classed('p', css`
  margin: 0 0 0.9rem;
`);

// A label no one can miss: this is an advertisement, not the site's own content.
const AdLabel = classed('p', css`
  display: inline-block;
  margin: 0;
  padding: 0.1rem 0.5rem;
  border: 1px solid currentColor;
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
`);

// Drawn here: nothing of the partner's (no image, no script) is loaded with the page.
const LiveDot = classed('span', css`
  flex: none;
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: #ff4d6d;
  animation: lander-live-pulse 1.6s ease-in-out infinite;
  @keyframes lander-live-pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`);

const OutLink = classed('a', css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  line-height: 1.25;
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`);

const SmallPrint = classed('p', css`
  margin: 0.75rem 0 0;
  font-size: 0.8rem;
  opacity: 0.9;
`);

/**
 * Spec §1's external live-cam teaser: a partner's link (settings.live_cam), marked as an advertisement,
 * opening in a new window (`rel="sponsored"` for search engines, no opener). Nothing when the site has not
 * set it. For the member landings, the landing and the landers; it belongs below the signup, never above it.
 * `className`: its width and place in the page (it only sets a top margin).
 */
export const LiveCamBlock = ({ className }: { className?: string }) => {
  const intl = useIntl();
  const headingId = useId();
  const settings = useApp(selectSettings);
  const liveCam = settings.live_cam;
  if (liveCam === undefined || liveCam === null) return null;
  const partner = liveCam.name;
  return (
    <Block aria-labelledby={headingId} className={className}>
      <AdLabel>{intl.formatMessage(messages.advertisement)}</AdLabel>
      <h2 id={headingId}>
        <LiveDot aria-hidden="true" />
        {intl.formatMessage(messages.heading)}
      </h2>
      <Text>{intl.formatMessage(messages.text, { partner })}</Text>
      <OutLink href={liveCam.url} target="_blank" rel="sponsored noopener">
        {intl.formatMessage(messages.link, { partner })}
        <span aria-hidden="true">↗</span>
        <VisuallyHidden>{intl.formatMessage(messages.newWindow)}</VisuallyHidden>
      </OutLink>
      <SmallPrint>{intl.formatMessage(messages.leaving, { partner, site: settings.name })}</SmallPrint>
    </Block>
  );
};
