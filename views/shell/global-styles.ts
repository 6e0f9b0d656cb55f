import { css } from '@linaria/core';
import { colors, font } from '../theme';

/**
 * Page-wide defaults; imported once by the app shell, for the rules linaria extracts (nothing reads the name).
 * @public
 */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
      font-family: ${font};
      color: ${colors.text};
      background: ${colors.background};
      line-height: 1.5;
    }
    a {
      color: ${colors.primaryStrong};
    }
    /* The screen's area keeps at least the window's height, so the footer starts below the fold and does
       not move when a screen rendered in the browser (members area) arrives or fills in. */
    #content {
      min-height: 100vh;
    }
    :focus-visible {
      outline: 3px solid ${colors.primaryStrong};
      outline-offset: 2px;
    }
  }
`;
