/** The Badging API, each method optional: most desktop browsers and all older ones have neither. */
export interface BadgeNavigator {
  setAppBadge?(contents?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/**
 * Shows `count` on the installed app's icon, or clears it at 0. Resolves in every case: a badge is a
 * nicety, so a missing API, a sync throw or a rejection (no permission, not installed) is swallowed.
 */
export const setAppBadge = async (nav: BadgeNavigator, count: number): Promise<void> => {
  try {
    if (count > 0) {
      await nav.setAppBadge?.(Math.floor(count));
    } else if (nav.clearAppBadge !== undefined) {
      await nav.clearAppBadge();
    } else {
      await nav.setAppBadge?.(0); // setAppBadge(0) also clears, per the Badging API
    }
  } catch {
    // unsupported or refused: nothing to show
  }
};
