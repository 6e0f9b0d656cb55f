import { feature } from '../shared/feature';
import { chatMachine } from './chat.machine';
import { createChatImplementations, createOutboxImplementations, createRemovalImplementations } from './implementations';
import { outboxMachine } from './outbox.machine';
import { removalMachine } from './removal.machine';

/** A conversation screen's machine: started by its screen, loaded with its chunk. */
export const chatFeature = feature(chatMachine, createChatImplementations);

/** The member's outbox: started once per visit by app/outbox.ts, whichever screen is open. */
export const outboxFeature = feature(outboxMachine, createOutboxImplementations);

/** Removing a conversation from the open chat screen. */
export const removalFeature = feature(removalMachine, createRemovalImplementations);
