import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { StaffRole } from '../../io/entities/staff';
import type { staffConsoleMachine } from '../../machines/staff/console.machine';
import { selectCounts, selectLoggingOut, selectStaff } from '../../machines/staff/selectors';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page } from '../shell/ui';
import { colors } from '../theme';
import { AuditView } from './AuditView';
import { DeskView } from './DeskView';
import { discountCodesMessages } from './discount-codes-messages';
import { DiscountCodesView } from './DiscountCodesView';
import { siteSettingsMessages } from './site-settings-messages';
import { SiteSettingsView } from './SiteSettingsView';
import { packagePricesMessages } from './package-prices-messages';
import { PackagePricesView } from './PackagePricesView';
import { staffAccountsMessages } from './staff-accounts-messages';
import { StaffAccountsView } from './StaffAccountsView';
import { dashboardMessages } from './dashboard-messages';
import { DashboardView } from './DashboardView';
import { ComplaintsView } from './ComplaintsView';
import { consoleMessages as messages, roleNames } from './messages';
import { PhotoQueueView } from './PhotoQueueView';
import { ReportsView } from './ReportsView';
import { SupportView } from './SupportView';
import { textQueueMessages } from './text-messages';
import { TextQueueView } from './TextQueueView';

type ConsoleActor = ActorRefFrom<typeof staffConsoleMachine>;

const Bar = classed('header', css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  padding: 0.6rem 1rem;
  background: ${colors.dark};
  color: ${colors.onDark};
  & nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.onDark};
    font-weight: 600;
  }
  & a[aria-current='page'] {
    text-decoration-thickness: 3px;
  }
  & .who {
    margin-left: auto;
  }
`);

const Badge = classed('span', css`
  margin-left: 0.4rem;
  padding: 0 0.5rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-size: 0.85rem;
`);

const WaitingBadge = ({ count }: { count: number }) => {
  const intl = useIntl();
  return count > 0 ? <Badge>{intl.formatMessage(messages.waiting, { count })}</Badge> : null;
};

/** Where each section of the console is, and the role it needs (null: any staff member). */
const sections = [
  { id: null, href: '/staff', label: messages.home, role: null },
  { id: 'photos', href: '/staff/photos', label: messages.photos, role: 'moderator' },
  { id: 'texts', href: '/staff/texts', label: textQueueMessages.nav, role: 'moderator' },
  { id: 'reports', href: '/staff/reports', label: messages.reports, role: 'moderator' },
  { id: 'support', href: '/staff/support', label: messages.support, role: 'support' },
  { id: 'desk', href: '/staff/desk', label: messages.desk, role: 'desk' },
  { id: 'complaints', href: '/staff/complaints', label: messages.complaints, role: 'support' },
  { id: 'sites', href: '/staff/sites', label: siteSettingsMessages.nav, role: 'site_admin' },
  { id: 'packages', href: '/staff/packages', label: packagePricesMessages.nav, role: 'site_admin' },
  { id: 'codes', href: '/staff/codes', label: discountCodesMessages.nav, role: 'site_admin' },
  { id: 'team', href: '/staff/team', label: staffAccountsMessages.nav, role: 'site_admin' },
  { id: 'audit', href: '/staff/audit', label: messages.audit, role: 'site_admin' },
  { id: 'dashboard', href: '/staff/dashboard', label: dashboardMessages.nav, role: 'site_admin' },
] as const satisfies ReadonlyArray<{ id: string | null; href: string; label: unknown; role: StaffRole | null }>;

const Overview = ({ actor }: { actor: ConsoleActor }) => {
  const intl = useIntl();
  const staff = useSelector(actor, selectStaff);
  const counts = useSelector(actor, selectCounts);
  const roles = (staff?.roles ?? []).map((role) => intl.formatMessage(roleNames[role]));
  const has = (role: StaffRole) => staff?.roles.includes(role) === true;
  // The open queues of the staff member's roles, each with its count.
  const queues = [
    ...(has('moderator')
      ? [
          { href: '/staff/photos', text: intl.formatMessage(messages.photosWaiting, { count: counts?.photos ?? 0 }) },
          { href: '/staff/texts', text: intl.formatMessage(textQueueMessages.waiting, { count: counts?.texts ?? 0 }) },
          { href: '/staff/reports', text: intl.formatMessage(messages.reportsWaiting, { count: counts?.reports ?? 0 }) },
        ]
      : []),
    ...(has('support') ? [{ href: '/staff/complaints', text: intl.formatMessage(messages.complaintsWaiting, { count: counts?.complaints ?? 0 }) }] : []),
    ...(has('desk') ? [{ href: '/staff/desk', text: intl.formatMessage(messages.deskWaiting, { count: counts?.desk ?? 0 }) }] : []),
  ];
  return (
    <Page>
      <Card>
        <Heading>{intl.formatMessage(messages.homeTitle)}</Heading>
        <p>{intl.formatMessage(messages.roles, { roles: intl.formatList(roles, { type: 'conjunction' }) })}</p>
        {queues.length === 0 ? null : (
          <ul>
            {queues.map((queue) => (
              <li key={queue.href}>
                <Link href={queue.href}>{queue.text}</Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
};

/** The signed-in console: its navigation with the open queues' counts, and the section of the address. */
export const StaffFrame = ({ actor, section }: { actor: ConsoleActor; section: string | null }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const staff = useSelector(actor, selectStaff);
  const counts = useSelector(actor, selectCounts);
  const loggingOut = useSelector(actor, selectLoggingOut);
  const allowed = sections.filter((entry) => entry.role === null || (staff?.roles.includes(entry.role) ?? false));
  const current = sections.find((entry) => entry.id === section);
  const refreshCounts = () => actor.send({ type: 'counts.refresh' });
  const content = () => {
    if (current === undefined) return <ErrorText role="alert">{text(messages.notFound)}</ErrorText>;
    if (!allowed.includes(current)) return <ErrorText role="alert">{text(messages.forbidden)}</ErrorText>;
    if (current.id === 'photos') return <PhotoQueueView onChanged={refreshCounts} />;
    if (current.id === 'texts') return <TextQueueView onChanged={refreshCounts} />;
    if (current.id === 'reports') return <ReportsView onChanged={refreshCounts} />;
    if (current.id === 'support') return <SupportView />;
    if (current.id === 'desk') return <DeskView onChanged={refreshCounts} />;
    if (current.id === 'complaints') return <ComplaintsView onChanged={refreshCounts} />;
    if (current.id === 'sites') return <SiteSettingsView />;
    if (current.id === 'packages') return <PackagePricesView />;
    if (current.id === 'codes') return <DiscountCodesView />;
    if (current.id === 'team') return <StaffAccountsView selfId={staff?.id ?? null} />;
    if (current.id === 'audit') return <AuditView />;
    if (current.id === 'dashboard') return <DashboardView />;
    return <Overview actor={actor} />;
  };
  return (
    <>
      <Bar>
        <nav aria-label={text(messages.nav)}>
          <ul>
            {allowed.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} aria-current={entry === current ? 'page' : undefined}>
                  {text(entry.label)}
                  {entry.id === 'photos' || entry.id === 'texts' || entry.id === 'reports' || entry.id === 'complaints' || entry.id === 'desk' ? <WaitingBadge count={counts?.[entry.id] ?? 0} /> : null}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/lang-config">{text(messages.language)}</Link>
            </li>
          </ul>
        </nav>
        <span className="who">{text(messages.signedInAs, { name: staff?.name ?? '' })}</span>
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'logout' })} disabled={loggingOut} aria-busy={loggingOut}>
          {text(messages.logout)}
        </SecondaryButton>
      </Bar>
      {content()}
    </>
  );
};
