import { describe, it } from 'vitest';
import { decide, type PhotoCommand } from '../../../server/modules/photos/decide';
import { evolve, initialState, type PhotoEvent, type PhotoSource } from '../../../server/modules/photos/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();
const memberId = 7;
const source: PhotoSource = { kind: 'upload', thumbhash: 'AAAA' };
/** Photo ids are 22 base64url characters; 'p1' → 'p1xxxxxxxxxxxxxxxxxxxx'. */
const id = (name: string) => name.padEnd(22, 'x');

const uploaded = (name: string): PhotoEvent => ({ type: 'PhotoUploaded', data: { memberId, photoId: id(name), source, uploadedAt: iso } });
const approved = (name: string): PhotoEvent => ({ type: 'PhotoApproved', data: { memberId, photoId: id(name), approvedAt: iso } });
const rejected = (name: string): PhotoEvent => ({ type: 'PhotoRejected', data: { memberId, photoId: id(name), rejectedAt: iso } });
const deleted = (name: string): PhotoEvent => ({ type: 'PhotoDeleted', data: { memberId, photoId: id(name), deletedAt: iso } });
const main = (name: string): PhotoEvent => ({ type: 'MainPhotoChosen', data: { memberId, photoId: id(name), chosenAt: iso } });
/** An uploaded, approved photo; the first of a member is also main. */
const active = (name: string, first = false): PhotoEvent[] => [uploaded(name), approved(name), ...(first ? [main(name)] : [])];

const upload = (name: string, options: { premium?: boolean; autoApprove?: boolean } = {}): PhotoCommand => ({
  type: 'UploadPhoto',
  data: { memberId, photoId: id(name), source, premium: options.premium ?? false, autoApprove: options.autoApprove ?? true, at },
});
const on = (type: Exclude<PhotoCommand['type'], 'UploadPhoto'>, name: string): PhotoCommand => ({ type, data: { memberId, photoId: id(name), at } });

const photos = (count: number, prefix = 'p'): PhotoEvent[] => Array.from({ length: count }, (_, i) => active(`${prefix}${i}`, i === 0)).flat();

describe('photo decider', () => {
  it('makes the first upload main, and approves it at once when the site approves automatically', () => {
    spec.given([]).when(upload('a')).then([uploaded('a'), approved('a'), main('a')]);
    spec.given(active('a', true)).when(upload('b')).then([uploaded('b'), approved('b')]);
  });

  it('leaves an upload pending when the site moderates by hand; approval or rejection comes later', () => {
    spec.given([]).when(upload('a', { autoApprove: false })).then([uploaded('a'), main('a')]);
    spec.given([uploaded('a'), main('a')]).when(on('ApprovePhoto', 'a')).then([approved('a')]);
    spec.given([...active('a', true), uploaded('b')]).when(on('RejectPhoto', 'b')).then([rejected('b')]);
    spec.given(active('a', true)).when(on('ApprovePhoto', 'a')).then([]);
    spec.given([uploaded('a'), rejected('a')]).when(on('RejectPhoto', 'a')).then([]);
  });

  it('records a retried upload of the same photo once', () => {
    spec.given(active('a', true)).when(upload('a')).then([]);
  });

  it('lets a free member keep 3 photos and a premium member 25', () => {
    spec.given(photos(2)).when(upload('new')).then([uploaded('new'), approved('new')]);
    spec.given(photos(3)).when(upload('new')).thenRejects('photo_limit_reached');
    spec.given(photos(3)).when(upload('new', { premium: true })).then([uploaded('new'), approved('new')]);
    spec.given(photos(24)).when(upload('new', { premium: true })).then([uploaded('new'), approved('new')]);
    spec.given(photos(25)).when(upload('new', { premium: true })).thenRejects('photo_limit_reached');
  });

  it('counts pending photos against the limit but not rejected ones; deleting makes room again', () => {
    spec.given([...photos(2), uploaded('waiting')]).when(upload('new')).thenRejects('photo_limit_reached');
    spec.given([...photos(2), uploaded('bad'), rejected('bad')]).when(upload('new')).then([uploaded('new'), approved('new')]);
    spec.given([...photos(3), deleted('p1')]).when(upload('new')).then([uploaded('new'), approved('new')]);
  });

  it('lets a member who is no longer premium keep all photos, but upload no more until below the free limit', () => {
    // The limit is checked on upload only: nothing is ever removed because a member's premium ended.
    spec.given(photos(10)).when(on('ChooseMainPhoto', 'p9')).then([main('p9')]);
    spec.given(photos(10)).when(upload('new')).thenRejects('photo_limit_reached');
  });

  it('chooses another main photo; not a rejected or unknown one', () => {
    spec.given(photos(2)).when(on('ChooseMainPhoto', 'p1')).then([main('p1')]);
    spec.given(photos(2)).when(on('ChooseMainPhoto', 'p0')).then([]);
    spec.given([...photos(1), uploaded('b'), rejected('b')]).when(on('ChooseMainPhoto', 'b')).thenRejects('photo_rejected');
    spec.given(photos(1)).when(on('ChooseMainPhoto', 'nope')).thenRejects('photo_not_found');
  });

  it('a pending photo may be chosen as main: its status then shows on main_image', () => {
    spec.given([...photos(1), uploaded('b')]).when(on('ChooseMainPhoto', 'b')).then([main('b')]);
  });

  it('deleting the main photo makes the oldest remaining active photo main, then a pending, then a rejected one', () => {
    spec.given([...active('a', true), uploaded('b'), ...active('c')]).when(on('DeletePhoto', 'a')).then([deleted('a'), main('c')]);
    spec.given([...active('a', true), uploaded('b')]).when(on('DeletePhoto', 'a')).then([deleted('a'), main('b')]);
    spec.given([...active('a', true), uploaded('b'), rejected('b')]).when(on('DeletePhoto', 'a')).then([deleted('a'), main('b')]);
    spec.given(active('a', true)).when(on('DeletePhoto', 'a')).then([deleted('a')]);
  });

  it('deleting another photo leaves main alone; a deleted photo is gone', () => {
    spec.given(photos(2)).when(on('DeletePhoto', 'p1')).then([deleted('p1')]);
    spec.given([...photos(2), deleted('p1')]).when(on('DeletePhoto', 'p1')).thenRejects('photo_not_found');
    spec.given([...photos(2), deleted('p1')]).when(on('ChooseMainPhoto', 'p1')).thenRejects('photo_not_found');
  });

  it('rejecting the main photo hands main to a photo that is not rejected; with none it stays main', () => {
    spec.given([...active('a', true), uploaded('b')]).when(on('RejectPhoto', 'a')).then([rejected('a'), main('b')]);
    spec.given(active('a', true)).when(on('RejectPhoto', 'a')).then([rejected('a')]);
    spec.given([...active('a', true), uploaded('b'), rejected('b')]).when(on('RejectPhoto', 'a')).then([rejected('a')]);
  });

  it('a moderator may approve a photo rejected before; an unknown photo is refused', () => {
    spec.given([...active('a', true), uploaded('b'), rejected('b')]).when(on('ApprovePhoto', 'b')).then([approved('b')]);
    spec.given([]).when(on('ApprovePhoto', 'x')).thenRejects('photo_not_found');
    spec.given([]).when(on('RejectPhoto', 'x')).thenRejects('photo_not_found');
  });
});
