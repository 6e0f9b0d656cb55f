// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMember } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
// The screens' chunks, transformed with the file's imports: the tests' own time does not include them.
import '../../views/landers/SocialNetworkLander';
import '../../views/landers/TransitionsVideoLander';
import '../../views/landers/VideoLander';

afterEach(cleanup);

const liveCam = { url: 'https://cams.example/?ref=flirtpunt', name: 'CamPartner' };
const landers = ['/landers/socialnetwork', '/landers/transitionsvideolanding', '/landers/video'];

const open = (path: string, withLiveCam: boolean) =>
  renderApp(path, {
    loadUser: visitor,
    locale: 'nl',
    settings: withLiveCam ? { live_cam: liveCam } : {},
    calls: { getTeasers: async () => ({ members: [aMember(3, { name: 'Sanne' })] }) },
  });

describe('the live-cam teaser block on the social network, transitions and video landers', () => {
  it.each(landers)('%s: shows it below the signup form when the site sets it', async (path) => {
    open(path, true);
    const block = await screen.findByRole('complementary', { name: 'Nu live voor de webcam' });
    expect(within(block).getByRole('link', { name: /Bekijk de live cams bij CamPartner/ }).getAttribute('href')).toBe(liveCam.url);
    const form = screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' });
    expect(form.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(landers)('%s: shows nothing of it when the site does not', async (path) => {
    open(path, false);
    await screen.findByRole('heading', { level: 1, name: 'Gratis aanmelden' });
    expect(screen.queryByText('Advertentie')).toBeNull();
  });
});
