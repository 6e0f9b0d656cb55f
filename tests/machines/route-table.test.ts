import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMembersArea, redirectFor, routeOf, routeTable, showsBackButton, type Access } from '../../machines/shell/route-table';

describe('route table', () => {
  it.each([
    ['/', 'index'],
    ['/likes', 'likes'],
    ['/likes/new', 'likes-type'],
    ['/likes/m/12', 'likes-member'],
    ['/members/12', 'member'],
    ['/members/12/chat', 'member-chat'],
    ['/members/12/landing2', 'member-landing2'],
    ['/members/12/landing2/summer', 'member-landing2'],
    ['/chats/3', 'chat'],
    ['/credits/repeat-order', 'credits-repeat'],
    ['/credits/4', 'credits-method'],
    ['/credits/4/ideal', 'credits-method'],
    ['/transactions', 'transactions'],
    ['/transactions/77', 'transactions'],
    ['/reset-password/do', 'reset-password-do'],
    ['/landers/video/abc', 'lander-video'],
    ['/pages/terms', 'page'],
  ])('maps %s to %s', (path, id) => {
    expect(routeOf(path)?.id).toBe(id);
  });

  it('knows no route for other paths', () => {
    expect(routeOf('/transactionsX')).toBeNull();
    expect(routeOf('/members/1/2/3')).toBeNull();
    expect(routeOf('/nope')).toBeNull();
  });

  it('has unique ids and puts the chat screens in the chat layout', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(routeOf('/chats')?.layout).toBe('chat');
    expect(routeOf('/landers/tinderswipe')?.layout).toBe('lander');
  });

  it('knows the members area of spec §2', () => {
    expect(['/members', '/members/3', '/chats', '/likes', '/likes/m/3', '/premium'].every(isMembersArea)).toBe(true);
    expect(['/', '/credits', '/likes/new', '/profile'].some(isMembersArea)).toBe(false);
  });

  it('shows the back button only in the installed app, with history, on its five screens', () => {
    fc.assert(
      fc.property(fc.constantFrom('/members/3', '/likes/new', '/likes/m/3', '/credits', '/credits/2/ideal', '/chats', '/'), fc.boolean(), fc.boolean(), (path, standalone, history) => {
        const eligible = !['/chats', '/'].includes(path);
        expect(showsBackButton(path, standalone, history)).toBe(eligible && standalone && history);
      }),
    );
  });

  it('redirects visitors from member screens to login and members from visitor screens home, nobody else', () => {
    const access = fc.constantFrom<Access>('member', 'visitor', 'any', 'search');
    fc.assert(
      fc.property(access, fc.constantFrom<'in' | 'out'>('in', 'out'), fc.boolean(), (a, session, open) => {
        const target = redirectFor(a, session, open);
        if (a === 'any') expect(target).toBeNull();
        if (session === 'in') expect(target).toBe(a === 'visitor' ? '/members' : null);
        if (session === 'out' && a === 'search') expect(target).toBe(open ? null : '/login');
        if (session === 'out' && a === 'member') expect(target).toBe('/login');
      }),
    );
  });
});
