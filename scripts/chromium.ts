/** Debian's Chromium; scripts/test.sh installs it when missing. Neither Playwright nor Lighthouse downloads a browser here. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Headless, and quiet on a closed network: without the background-networking flags Chromium keeps
 * reaching for Google's hosts, and every refused connection is noise (or a delay) in a test or a measurement.
 */
export const chromiumFlags: ReadonlyArray<string> = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
