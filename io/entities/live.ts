import * as t from 'io-ts';
import { Id } from '../codec/primitives';

/**
 * What the server pushes to a member's open tabs (GET /api/stream.php, server-sent events): ids only;
 * the tab asks for what changed. `message`: a message in one of the member's conversations (from_me: the
 * member's own, sent from another tab); `delivered` / `read`: the other member's tab received / the other
 * member read the member's messages there; `typing`: the other member is typing in it; `settings`: the
 * site's settings changed (a message's price, say), so what the tab shows of them is read again.
 */
export const LiveNotice = t.union([
  t.type({ type: t.literal('message'), conversation_id: Id, message_id: Id, from_me: t.boolean }),
  t.type({ type: t.literal('delivered'), conversation_id: Id }),
  t.type({ type: t.literal('read'), conversation_id: Id }),
  t.type({ type: t.literal('typing'), conversation_id: Id }),
  // The site's settings changed (a site admin published them): the tab reads them again.
  t.type({ type: t.literal('settings') }),
]);
export type LiveNotice = t.TypeOf<typeof LiveNotice>;

/** The SSE event name every notice is sent under; its data is the notice as JSON. */
export const liveEventName = 'notice';

/**
 * What the member's event stream tells a tab: a notice, or that the stream opened (notices sent before it did,
 * while the page loaded, were not heard) or reopened after a drop (notices may have been missed).
 */
export type LiveSignal = LiveNotice | { readonly type: 'opened' } | { readonly type: 'reopened' };
