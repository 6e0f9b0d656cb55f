/**
 * Asks `check` again every few milliseconds until it answers true, for something another process makes
 * true (a NOTIFY arriving). Gives up after `attempts` (a hang detector, not a speed target).
 */
export const eventually = async (what: string, check: () => Promise<boolean>, attempts = 1_000): Promise<void> => {
  for (let i = 0; i < attempts; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
};
