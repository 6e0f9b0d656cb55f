import { defineMessages } from 'react-intl';

/** The site admin's dashboard: filters, charts with their tables, the queues, the CSV. */
export const dashboardMessages = defineMessages<{
  nav: {}; title: {}; filters: {}; site: {}; allSites: {}; from: {}; to: {}; apply: {};
  siteInvalid: {}; fromInvalid: {}; toInvalid: {}; loading: {}; failed: {}; reload: {}; noSites: {}; utcDays: {}; download: {};
  signupsChart: {}; firstPurchasesChart: {}; revenueChart: {}; messagesChart: {}; activeChart: {};
  signups: {}; activations: {}; firstPurchases: {}; messagesSent: {}; activeMembers: {}; revenue: { currency: string };
  summary: { series: string; total: string; most: string; day: string }; summaryNone: { series: string };
  asTable: { chart: string }; day: {}; noRevenue: {};
  queuesTitle: {}; queuesAsOf: { time: string }; queueSite: {}; photosPending: {}; photoWait: {}; reportsOpen: {}; reportWait: {}; nobodyWaits: {};
}>({
  nav: { id: 'staff.nav.dashboard', defaultMessage: 'Dashboard' },
  title: { id: 'staff.dashboard.title', defaultMessage: 'Dashboard' },
  filters: { id: 'staff.dashboard.filters', defaultMessage: 'Site en periode' },
  site: { id: 'staff.dashboard.site', defaultMessage: 'Site' },
  allSites: { id: 'staff.dashboard.allSites', defaultMessage: 'Al mijn sites' },
  from: { id: 'staff.dashboard.from', defaultMessage: 'Vanaf' },
  to: { id: 'staff.dashboard.to', defaultMessage: 'Tot en met' },
  apply: { id: 'staff.dashboard.apply', defaultMessage: 'Tonen' },
  siteInvalid: { id: 'staff.dashboard.siteInvalid', defaultMessage: 'Kies een site uit de lijst.' },
  fromInvalid: { id: 'staff.dashboard.fromInvalid', defaultMessage: 'Kies een begindatum, hoogstens 366 dagen vóór de einddatum.' },
  toInvalid: { id: 'staff.dashboard.toInvalid', defaultMessage: 'Kies een einddatum op of na de begindatum.' },
  loading: { id: 'staff.dashboard.loading', defaultMessage: 'Dashboard laden…' },
  failed: { id: 'staff.dashboard.failed', defaultMessage: 'Het dashboard kon niet worden geladen.' },
  reload: { id: 'staff.dashboard.reload', defaultMessage: 'Opnieuw laden' },
  noSites: { id: 'staff.dashboard.noSites', defaultMessage: 'Er is geen site om te tonen.' },
  utcDays: { id: 'staff.dashboard.utcDays', defaultMessage: 'Een dag loopt van middernacht tot middernacht UTC. Alleen echte leden tellen mee, niet de profielen van de site zelf.' },
  download: { id: 'staff.dashboard.download', defaultMessage: 'Download als CSV' },
  signupsChart: { id: 'staff.dashboard.signupsChart', defaultMessage: 'Aanmeldingen en activaties' },
  firstPurchasesChart: { id: 'staff.dashboard.firstPurchasesChart', defaultMessage: 'Eerste aankopen' },
  revenueChart: { id: 'staff.dashboard.revenueChart', defaultMessage: 'Omzet' },
  messagesChart: { id: 'staff.dashboard.messagesChart', defaultMessage: 'Verstuurde berichten' },
  activeChart: { id: 'staff.dashboard.activeChart', defaultMessage: 'Actieve leden (ingelogd of een bericht gestuurd)' },
  signups: { id: 'staff.dashboard.signups', defaultMessage: 'Aanmeldingen' },
  activations: { id: 'staff.dashboard.activations', defaultMessage: 'Activaties' },
  firstPurchases: { id: 'staff.dashboard.firstPurchases', defaultMessage: 'Eerste aankopen' },
  messagesSent: { id: 'staff.dashboard.messagesSent', defaultMessage: 'Berichten' },
  activeMembers: { id: 'staff.dashboard.activeMembers', defaultMessage: 'Actieve leden' },
  revenue: { id: 'staff.dashboard.revenue', defaultMessage: 'Omzet {currency}' },
  summary: { id: 'staff.dashboard.summary', defaultMessage: '{series}: {total} in totaal, het meest op {day} ({most}).' },
  summaryNone: { id: 'staff.dashboard.summaryNone', defaultMessage: '{series}: niets in deze periode.' },
  asTable: { id: 'staff.dashboard.asTable', defaultMessage: '{chart} als tabel' },
  day: { id: 'staff.dashboard.day', defaultMessage: 'Dag' },
  noRevenue: { id: 'staff.dashboard.noRevenue', defaultMessage: 'Geen omzet in deze periode.' },
  queuesTitle: { id: 'staff.dashboard.queuesTitle', defaultMessage: 'Wachtrijen nu' },
  queuesAsOf: { id: 'staff.dashboard.queuesAsOf', defaultMessage: 'Stand van {time}' },
  queueSite: { id: 'staff.dashboard.queueSite', defaultMessage: 'Site' },
  photosPending: { id: 'staff.dashboard.photosPending', defaultMessage: 'Foto’s te beoordelen' },
  photoWait: { id: 'staff.dashboard.photoWait', defaultMessage: 'Oudste foto wacht' },
  reportsOpen: { id: 'staff.dashboard.reportsOpen', defaultMessage: 'Gemelde leden' },
  reportWait: { id: 'staff.dashboard.reportWait', defaultMessage: 'Oudste melding wacht' },
  nobodyWaits: { id: 'staff.dashboard.nobodyWaits', defaultMessage: 'niets' },
});
