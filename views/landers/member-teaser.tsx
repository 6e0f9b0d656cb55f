import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useLocation } from 'wouter';
import type { MemberSummary } from '../../io/entities/member';
import type { PhotoView } from '../../io/entities/photo';
import type { MemberProfile } from '../../io/entities/profile';
import type { MemberTeaser } from '../../io/public-page';
import { selectSessionPhase, selectSettings } from '../../machines/app/selectors';
import { memberLandingRedirect } from '../../machines/public-page/member-landing';
import { memberOf } from '../../machines/public-page/needs';
import { selectHasFailed, selectMemberTeaser } from '../../machines/public-page/selectors';
import { useApp } from '../app-actor';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import { usePublicPage } from '../public-page/use-public-page';
import { classed } from '../shell/classed';
import { ErrorText, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors, media, radius, shadow } from '../theme';
import { excerptOf } from './excerpt';
import { LanderSignup } from './parts';
import { LiveCamBlock } from './LiveCamBlock';

const messages = defineMessages<{
  age: { age: number };
  photoOf: { name: string };
  noPhoto: {};
  lockedPhoto: { name: string; position: number };
  signupToChat: { name: string };
  loading: {};
  failed: {};
  retry: {};
  notFound: {};
  notFoundText: { site: string };
  home: {};
}>({
  age: { id: 'lander.member.age', defaultMessage: '{age} jaar' },
  photoOf: { id: 'lander.member.photoOf', defaultMessage: 'Foto van {name}' },
  noPhoto: { id: 'lander.member.noPhoto', defaultMessage: 'Nog geen foto' },
  lockedPhoto: { id: 'lander.member.lockedPhoto', defaultMessage: 'Vergrendelde foto {position} van {name}' },
  signupToChat: { id: 'lander.member.signupToChat', defaultMessage: 'Meld je gratis aan om met {name} te chatten' },
  loading: { id: 'lander.member.loading', defaultMessage: 'Profiel wordt geladen…' },
  failed: { id: 'lander.member.failed', defaultMessage: 'Het profiel kon niet worden geladen.' },
  retry: { id: 'lander.member.retry', defaultMessage: 'Opnieuw proberen' },
  notFound: { id: 'lander.member.notFound', defaultMessage: 'Dit profiel is er niet (meer)' },
  notFoundText: { id: 'lander.member.notFoundText', defaultMessage: 'Geen zorgen: bij {site} zijn nog veel meer leden die graag chatten. Meld je gratis aan en kijk wie er bij jou in de buurt is.' },
  home: { id: 'lander.member.home', defaultMessage: 'Naar de startpagina' },
});

/** The anchor of the embedded signup form: "unlock" and "answer" links lead there. */
export const signupAnchor = 'signup';

/** The teaser and the signup form: one column on a phone, side by side from 768 px. */
export const TeaserColumns = classed('div', css`
  display: grid;
  gap: 1.5rem;
  max-width: 60rem;
  margin: 0 auto;
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`);

/** What follows the columns (the live-cam block), as wide as they are. */
export const belowTeaserColumns = css`
  max-width: 60rem;
  margin-inline: auto;
`;

/** A member's profile as the member cards take it (io/entities/member.ts), its disclosure carried over. */
export const summaryOf = (profile: MemberProfile): MemberSummary => {
  const { id, name, age, gender, main_image, living_area } = profile;
  const basics = { id, name, age, gender, main_image, country: living_area.country, region: living_area.region };
  return profile.fictional ? { ...basics, fictional: true, fictional_warning: profile.fictional_warning } : { ...basics, fictional: false };
};

/** The photos beyond the main one: a visitor receives them blurred (`locked`) from the server. */
export const otherPhotosOf = (photos: ReadonlyArray<PhotoView>): ReadonlyArray<PhotoView> => photos.filter((photo) => !photo.main);

/** "Region, Country" in the page's language. */
const usePlace = (profile: MemberProfile): string => {
  const intl = useIntl();
  const { region, country } = profile.living_area;
  return [region, intl.formatDisplayName(country, { type: 'region' }) ?? country].filter((part) => part !== '').join(', ');
};

/** "34 jaar · Utrecht, Nederland". */
export const AgeAndPlace = ({ profile, className }: { profile: MemberProfile; className?: string }) => {
  const intl = useIntl();
  return (
    <p className={className}>
      {intl.formatMessage(messages.age, { age: profile.age })} · {usePlace(profile)}
    </p>
  );
};

const DisclosureText = classed('p', css`
  margin: 0.5rem 0 0;
  padding: 0.35rem 0.6rem;
  border-radius: 6px;
  background: #fff4e5;
  color: #6b3a00;
  font-size: 0.85rem;
`);

/** A fictional profile's disclosure: wherever the member shows, so does this (spec §1). */
export const Disclosure = ({ profile }: { profile: MemberProfile }) => {
  const settings = useApp(selectSettings);
  if (!profile.fictional) return null;
  return (
    <DisclosureText>
      <span aria-hidden="true">{settings.fictional_icon} </span>
      {profile.fictional_warning}
    </DisclosureText>
  );
};

const Quote = classed('p', css`
  margin: 0.75rem 0 0;
  font-style: italic;
  overflow-wrap: anywhere;
`);

/** The first lines of the about text (where the site shows it), as a quote. */
export const AboutExcerpt = ({ profile }: { profile: MemberProfile }) => {
  const excerpt = excerptOf(profile.about ?? '');
  return excerpt === '' ? null : <Quote>“{excerpt}”</Quote>;
};

const NoPhoto = classed('span', css`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  padding: 0.25rem;
  background: ${colors.border};
  color: ${colors.text};
  font-size: 0.8rem;
  text-align: center;
`);

/**
 * The main photo, square, never lazy (it is in the first screenful); `first`: the page's largest paint,
 * fetched before the rest; `decorative`: the same photo shown again beside its described copy (alt '').
 */
export const MainPhoto = (props: { profile: MemberProfile; first: boolean; decorative?: boolean; className?: string }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { profile } = props;
  const image = profile.main_image;
  if (image === null) return <NoPhoto className={props.className}>{props.decorative === true ? null : intl.formatMessage(messages.noPhoto)}</NoPhoto>;
  return (
    <PlaceholderPhoto
      src={`${settings.cdn_prefix}${image.thumb_filename}`}
      alt={props.decorative === true ? '' : intl.formatMessage(messages.photoOf, { name: profile.name })}
      thumbhash={image.thumbhash ?? ''}
      size={400}
      loading="eager"
      fetchPriority={props.first ? 'high' : 'auto'}
      className={props.className}
    />
  );
};

const Tile = classed('li', css`
  position: relative;
  overflow: hidden;
  border-radius: 10px;
  list-style: none;
`);

// Over the server's blurred file: the lock says why it is blurred (it never un-blurs anything). Drawn here,
// not an emoji, so it looks the same on every device.
const Lock = classed('span', css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(15, 20, 60, 0.3);
  pointer-events: none;
  & svg {
    width: min(2.25rem, 45%);
    height: auto;
    filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.5));
  }
`);

const LockIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="5" y="11" width="14" height="10" rx="2" fill="#fff" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

/** One blurred photo with its lock; `position` counts from the main photo (1). */
export const LockedTile = ({ photo, name, position, className }: { photo: PhotoView; name: string; position: number; className?: string }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  return (
    <Tile className={className}>
      <PlaceholderPhoto
        src={`${settings.cdn_prefix}${photo.files.card}`}
        alt={intl.formatMessage(messages.lockedPhoto, { name, position })}
        thumbhash={photo.thumbhash}
        size={400}
        loading="lazy"
        draggable={false}
      />
      {photo.locked && (
        <Lock data-lock="" aria-hidden="true">
          <LockIcon />
        </Lock>
      )}
    </Tile>
  );
};

const Lead = classed('p', css`
  margin: 0 0 0.75rem;
  font-size: 1.15rem;
  font-weight: 700;
  color: ${colors.dark};
`);

/**
 * "Sign up to chat with {name}" (or the variant's own `lead`) and the embedded form (its own h1), the target
 * of the page's links to it.
 */
export const SignupToChat = ({ name, lead }: { name: string; lead?: string }) => {
  const intl = useIntl();
  return (
    <div id={signupAnchor}>
      <Lead>{lead ?? intl.formatMessage(messages.signupToChat, { name })}</Lead>
      <LanderSignup />
    </div>
  );
};

const narrow = css`
  max-width: 34rem;
`;

const NotFound = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  return (
    <Page className={narrow}>
      <h2>{intl.formatMessage(messages.notFound)}</h2>
      <p>{intl.formatMessage(messages.notFoundText, { site: settings.name })}</p>
      <p>
        <Link href="/">{intl.formatMessage(messages.home)}</Link>
      </p>
      <LanderSignup />
      <LiveCamBlock />
    </Page>
  );
};

const Failed = ({ onRetry }: { onRetry: () => void }) => {
  const intl = useIntl();
  return (
    <Page className={narrow}>
      <div role="alert">
        <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
        <PrimaryButton type="button" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </PrimaryButton>
      </div>
      <LanderSignup />
    </Page>
  );
};

/**
 * A member landing's states: a member goes to that member's profile (machines/public-page/member-landing.ts;
 * on the server a redirect wouter reports); then the teaser served with the page (or loading, or failed),
 * or a friendly not-found that still offers the signup. `children` draws the variant's design.
 */
export const MemberLandingGate = ({ children }: { children: (teaser: MemberTeaser) => ReactNode }) => {
  const intl = useIntl();
  const [path] = useLocation();
  const session = useApp(selectSessionPhase);
  const page = usePublicPage();
  const teaser = useSelector(page, selectMemberTeaser);
  const failed = useSelector(page, selectHasFailed);
  const target = memberLandingRedirect(session, memberOf(path));
  if (target !== null) return <Redirect to={target} replace />;
  if (failed) return <Failed onRetry={() => page.send({ type: 'page.retry' })} />;
  if (teaser === null) return <NotFound />;
  if (teaser === undefined) {
    return (
      <Page aria-busy="true">
        <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
      </Page>
    );
  }
  return children(teaser);
};

/** Card surface of the landings' blocks. */
export const surface = css`
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
`;
