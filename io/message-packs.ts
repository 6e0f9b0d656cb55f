import * as t from 'io-ts';

/**
 * The messages of a locale come in packs, so a page downloads only the texts it can show: `core` with the
 * entry (navigation, footer, entry warning, errors), the others with the chunk that shows them (a screen
 * names its packs in views/screens/registry.ts; the shell features take `features`). The server renderer
 * reports the packs a page was rendered with, so the browser hydrates it with exactly those. A message belongs to the
 * pack of the first part of its id. tests/locales/message-packs.test.ts checks every chunk against this.
 */
export const messagePacks = {
  core: ['app', 'entryWarning', 'error', 'footer', 'layout', 'nav', 'shell'],
  // The page head is rendered on the server only (title, description): no browser pack needs it.
  head: ['head'],
  landing: ['landing'],
  landers: ['lander'],
  login: ['login'],
  screen: ['screen', 'page', 'langConfig'],
  members: ['members'],
  profile: ['memberProfile', 'attribute', 'interest', 'profile'],
  profileEdit: ['profileEdit', 'photos'],
  chat: ['chat', 'chats', 'gift', 'activation'],
  likes: ['likes'],
  swipeGame: ['swipeGame'],
  matchFinder: ['matchFinder'],
  settings: ['settings', 'deletion'],
  account: ['account'],
  signup: ['signup', 'activate'],
  payments: ['payments', 'premium'],
  features: ['alerts', 'likeModal', 'matchModal', 'timeBonus', 'discount', 'push'],
  statecharts: ['statecharts'],
  staff: ['staff'],
} as const satisfies Record<string, ReadonlyArray<string>>;

export type MessagePack = keyof typeof messagePacks;

/** The packs a server-rendered page was rendered with, inlined as `<script type="application/json" id="rdv-packs">`. */
export const ServedPacks = t.array(t.keyof(messagePacks));
export const servedPacksId = 'rdv-packs';

const packByPrefix = new Map<string, MessagePack>(
  Object.entries(messagePacks).flatMap(([pack, prefixes]) => prefixes.map((prefix) => [prefix, pack as MessagePack] as const)),
);

/** The pack of a message id; undefined for an id whose first part no pack claims. */
export const packOf = (id: string): MessagePack | undefined => packByPrefix.get(id.split('.')[0] ?? '');
