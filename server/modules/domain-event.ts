import * as t from 'io-ts';
import { AccountEvent } from './accounts/events';
import { ConversationEvent } from './conversations/events';
import { DiscountEvent } from './discounts/events';
import { LikeEvent } from './likes/events';
import { LoginEvent } from './login/events';
import { PhotoEvent } from './photos/events';
import { SiteEvent } from './sites/events';
import { BlockEvent } from './blocks/events';
import { ReportEvent, ReportsResolved } from './reports/events';
import { SwipeEvent } from './swipe/events';
import { MandateEvent } from './direct-debit/events';
import { PaymentEvent } from './payments/events';
import { ComplaintEvent } from './complaints/events';
import { StaffEvent } from './staff/events';
import { DeskEvent } from './desk/events';

/**
 * Every event the store may hold; a rebuild decodes each stored event with it. tests/server/registries.test.ts
 * fails when an event codec exported by any server/modules/<module>/events.ts is missing here.
 */
export const DomainEvent = t.union([
  SiteEvent, AccountEvent, LoginEvent, ConversationEvent, LikeEvent, DiscountEvent,
  BlockEvent,
  ReportEvent,
  ReportsResolved,
  PhotoEvent,
  SwipeEvent,
  MandateEvent,
  PaymentEvent,
  ComplaintEvent,
  StaffEvent,
  DeskEvent,
]);
export type DomainEvent = t.TypeOf<typeof DomainEvent>;
