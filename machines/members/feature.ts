import { feature } from '../shared/feature';
import { createMembersImplementations } from './implementations';
import { membersMachine } from './members.machine';

/** The members listing: started by its screen, so it loads with the screen's chunk. */
export const membersFeature = feature(membersMachine, createMembersImplementations);
