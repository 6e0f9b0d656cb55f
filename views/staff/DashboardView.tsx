import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useMemo, type SubmitEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Dashboard, QueueSnapshot } from '../../io/entities/dashboard';
import type { DashboardField } from '../../machines/staff/dashboard.machine';
import { dashboardFeature } from '../../machines/staff/feature';
import { selectDashboard, selectDashboardInvalid, selectDashboardPhase, selectDashboardSites, selectDashboardValues } from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors, labelledFields, media, primaryPill } from '../theme';
import { csvHref, dashboardCsv } from './dashboard-csv';
import { dashboardMessages as messages } from './dashboard-messages';
import { dailyTotals } from './dashboard-series';
import { LoadFailed } from './LoadFailed';
import { Scroll, Table } from './table';
import { UPlotChart, type ChartSeries } from './UPlotChart';

const Filters = classed('form', css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  ${labelledFields}
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    align-items: end;
  }
  & select {
    min-height: 44px;
  }
`);

const Download = classed('a', css`
  display: inline-grid;
  place-items: center;
  ${primaryPill}
`);

const Figure = classed('figure', css`
  margin: 1.5rem 0 0;
  & figcaption {
    font-weight: 700;
    font-size: 1.1rem;
  }
  & details {
    margin-top: 0.5rem;
  }
  & summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: ${colors.primaryStrong};
  }
`);

const invalidText: Record<DashboardField, typeof messages.fromInvalid> = { site: messages.siteInvalid, from: messages.fromInvalid, to: messages.toInvalid };

/** A day as its chart and table show it, in the console's language (the day is a UTC day). */
const dayLabel = (intl: IntlShape, day: string): string => intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** How long the oldest item of a queue has waited, in the unit that reads best. */
const waitText = (intl: IntlShape, seconds: number | null): string => {
  if (seconds === null) return intl.formatMessage(messages.nobodyWaits);
  const [value, unit] = seconds < 3_600 ? [seconds / 60, 'minute'] : seconds < 2 * 86_400 ? [seconds / 3_600, 'hour'] : [seconds / 86_400, 'day'];
  return intl.formatNumber(Math.floor(value), { style: 'unit', unit, unitDisplay: 'long' });
};

/** One sentence per line of a chart: its total, and its busiest day. */
const summaryOf = (intl: IntlShape, days: ReadonlyArray<string>, line: ChartSeries): string => {
  const total = line.values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return intl.formatMessage(messages.summaryNone, { series: line.label });
  const most = Math.max(...line.values);
  const day = days[line.values.indexOf(most)] ?? '';
  return intl.formatMessage(messages.summary, { series: line.label, total: line.format(total), most: line.format(most), day: dayLabel(intl, day) });
};

/**
 * A chart with its text alternative: a sentence per line below it, and every value in a table that
 * opens under it (the same numbers the CSV holds, summed over the sites shown).
 */
const ChartFigure = (props: {
  readonly id: string;
  readonly title: string;
  readonly days: ReadonlyArray<string>;
  readonly series: ReadonlyArray<ChartSeries>;
  readonly wholeNumbers: boolean;
}) => {
  const intl = useIntl();
  const { id, title, days, series, wholeNumbers } = props;
  const dayLabels = useMemo(() => days.map((day) => dayLabel(intl, day)), [intl, days]);
  const axisValue = useMemo(() => (value: number) => intl.formatNumber(value, { notation: 'compact' }), [intl]);
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <UPlotChart dayLabels={dayLabels} dayTitle={intl.formatMessage(messages.day)} series={series} axisValue={axisValue} wholeNumbers={wholeNumbers} />
      {series.map((line) => (
        <p key={line.label}>{summaryOf(intl, days, line)}</p>
      ))}
      <details>
        <summary>{intl.formatMessage(messages.asTable, { chart: title })}</summary>
        <Scroll>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.day)}</th>
                {series.map((line) => (
                  <th key={line.label} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{dayLabels[i]}</th>
                  {series.map((line) => (
                    <td key={line.label}>{line.format(line.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </details>
    </Figure>
  );
};

const QueueTable = ({ queues, asOf }: { readonly queues: ReadonlyArray<QueueSnapshot>; readonly asOf: string }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <Scroll>
      <Table>
        <caption>
          {text(messages.queuesTitle)} ({text(messages.queuesAsOf, { time: intl.formatDate(asOf, { dateStyle: 'medium', timeStyle: 'short' }) })})
        </caption>
        <thead>
          <tr>
            <th scope="col">{text(messages.queueSite)}</th>
            <th scope="col">{text(messages.photosPending)}</th>
            <th scope="col">{text(messages.photoWait)}</th>
            <th scope="col">{text(messages.reportsOpen)}</th>
            <th scope="col">{text(messages.reportWait)}</th>
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.site}>
              <th scope="row">{queue.site}</th>
              <td>{intl.formatNumber(queue.photosPending)}</td>
              <td>{waitText(intl, queue.photoWaitSeconds)}</td>
              <td>{intl.formatNumber(queue.reportsOpen)}</td>
              <td>{waitText(intl, queue.reportWaitSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
};

/** The charts of one answer, each line a ChartSeries with its own number format. */
const useCharts = (dashboard: Dashboard) => {
  const intl = useIntl();
  return useMemo(() => {
    const totals = dailyTotals(dashboard);
    const count = (label: string, values: ReadonlyArray<number>): ChartSeries => ({ label, values, format: (value) => intl.formatNumber(value) });
    const text = intl.formatMessage;
    return {
      days: totals.days,
      charts: [
        { id: 'signups', wholeNumbers: true, title: text(messages.signupsChart), series: [count(text(messages.signups), totals.counts.signups), count(text(messages.activations), totals.counts.activations)] },
        { id: 'first-purchases', wholeNumbers: true, title: text(messages.firstPurchasesChart), series: [count(text(messages.firstPurchases), totals.counts.firstPurchases)] },
        {
          id: 'revenue',
          wholeNumbers: false,
          title: text(messages.revenueChart),
          series: totals.revenue.map(({ currency, amounts }) => ({
            label: text(messages.revenue, { currency }),
            values: amounts.map((cents) => cents / 100),
            format: (value: number) => intl.formatNumber(value, { style: 'currency', currency }),
          })),
        },
        { id: 'messages', wholeNumbers: true, title: text(messages.messagesChart), series: [count(text(messages.messagesSent), totals.counts.messagesSent)] },
        { id: 'active', wholeNumbers: true, title: text(messages.activeChart), series: [count(text(messages.activeMembers), totals.counts.activeMembers)] },
      ],
    };
  }, [intl, dashboard]);
};

const Report = ({ dashboard }: { readonly dashboard: Dashboard }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { days, charts } = useCharts(dashboard);
  const href = useMemo(() => csvHref(dashboardCsv(dashboard)), [dashboard]);
  // The queues have a row per site shown: none means no site (a site filter naming one the staff member does not work on).
  if (dashboard.queues.length === 0) return <p>{text(messages.noSites)}</p>;
  return (
    <>
      <p>{text(messages.utcDays)}</p>
      <Download href={href} download={`dashboard-${dashboard.from}-${dashboard.to}.csv`}>
        {text(messages.download)}
      </Download>
      {charts.map((chart) =>
        chart.series.length === 0 ? (
          <Figure key={chart.id}>
            <figcaption>{chart.title}</figcaption>
            <p>{text(messages.noRevenue)}</p>
          </Figure>
        ) : (
          <ChartFigure key={chart.id} id={`dashboard-${chart.id}`} title={chart.title} days={days} series={chart.series} wholeNumbers={chart.wholeNumbers} />
        ),
      )}
      <QueueTable queues={dashboard.queues} asOf={dashboard.asOf} />
    </>
  );
};

/** /staff/dashboard: a site admin's numbers per site and day, as charts with their tables, a CSV, and the queues now. */
export const DashboardView = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(dashboardFeature);
  const phase = useSelector(actor, selectDashboardPhase);
  const values = useSelector(actor, selectDashboardValues);
  const invalid = useSelector(actor, selectDashboardInvalid);
  const sites = useSelector(actor, selectDashboardSites);
  const dashboard = useSelector(actor, selectDashboard);
  const change = (field: DashboardField) => (event: { target: { value: string } }) => actor.send({ type: 'dashboard.field', field, value: event.target.value });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'dashboard.apply' });
  };
  const errorOf = (field: DashboardField) =>
    invalid === field ? (
      <ErrorText id={`dashboard-${field}-error`} role="alert">
        {text(invalidText[field])}
      </ErrorText>
    ) : null;
  const described = (field: DashboardField) => (invalid === field ? { 'aria-invalid': true, 'aria-describedby': `dashboard-${field}-error` } : {});
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <Filters onSubmit={onSubmit} noValidate aria-label={text(messages.filters)}>
          <div>
            <label>
              {text(messages.site)}
              <select value={values.site} onChange={change('site')} {...described('site')}>
                <option value="">{text(messages.allSites)}</option>
                {sites.map((site) => (
                  <option key={site} value={site}>
                    {site}
                  </option>
                ))}
              </select>
            </label>
            {errorOf('site')}
          </div>
          <div>
            <label>
              {text(messages.from)}
              <input type="date" value={values.from} onChange={change('from')} {...described('from')} />
            </label>
            {errorOf('from')}
          </div>
          <div>
            <label>
              {text(messages.to)}
              <input type="date" value={values.to} onChange={change('to')} {...described('to')} />
            </label>
            {errorOf('to')}
          </div>
          <PrimaryButton type="submit">{text(messages.apply)}</PrimaryButton>
        </Filters>
        {phase === 'loading' ? <Spinner role="progressbar" aria-label={text(messages.loading)} /> : null}
        {phase === 'failed' ? <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'dashboard.reload' })} /> : null}
        {dashboard === null ? null : <Report dashboard={dashboard} />}
      </Card>
    </Page>
  );
};
