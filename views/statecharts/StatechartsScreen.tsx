import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { isMachineId } from '../../machines/statecharts/catalog';
import { visualiserFeature } from '../../machines/statecharts/feature';
import {
  activeStateIds,
  selectChart,
  selectChartPhase,
  selectFollowed,
  selectLayout,
  selectReplay,
  selectSessionPhase,
  selectShownValue,
  selectTabs,
  selectCanWalkFromReplay,
  selectSandbox,
  selectWalking,
  selectLiveActors,
  selectLog,
  selectMachineId,
  selectScale,
  selectTested,
} from '../../machines/statecharts/selectors';
import { useFeatureActor, useInspectionAvailable } from '../app-actor';
import { ErrorScreen } from '../screens/ErrorScreen';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { media } from '../theme';
import { ChartView } from './ChartView';
import { LivePanel } from './LivePanel';
import { MachineList } from './MachineList';
import { machineDescriptions } from './machine-descriptions';
import { messages } from './messages';
import { SessionPanel } from './SessionPanel';
import { TransitionTable } from './TransitionTable';
import { WalkPanel } from './WalkPanel';

const columns = css`
  display: grid;
  /* minmax(0, …): a wide drawing scrolls inside its frame instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: 18rem minmax(0, 1fr);
    align-items: start;
  }
`;

/** Any app page with the query that attaches Stately's inspector; the members page works for visitors and members. */
const statelyInspectPath = '/members?inspect=stately';

const machineHeading = css`
  margin: 0 0 0.25rem;
  font-family: ui-monospace, monospace;
  font-size: 1.3rem;
`;

/** /statecharts/:machine?: every machine of the product drawn from its definition, with coverage and live state. */
export const StatechartsScreen = () => {
  const available = useInspectionAvailable();
  return available ? <Visualiser /> : <ErrorScreen status={404} />;
};

const Visualiser = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { machine = null } = useParams<{ machine?: string }>();
  const actor = useFeatureActor(visualiserFeature, { input: { machine } });
  useEffect(() => {
    if (machine !== null && machine !== actor.getSnapshot().context.machineId) actor.send({ type: 'machine.select', machine });
  }, [actor, machine]);
  const phase = useSelector(actor, selectChartPhase);
  const machineId = useSelector(actor, selectMachineId);
  const chart = useSelector(actor, selectChart);
  const layout = useSelector(actor, selectLayout);
  const scale = useSelector(actor, selectScale);
  const tested = useSelector(actor, selectTested);
  const actors = useSelector(actor, selectLiveActors);
  const shown = useSelector(actor, selectShownValue);
  const followed = useSelector(actor, selectFollowed);
  const log = useSelector(actor, selectLog);
  const sessionPhase = useSelector(actor, selectSessionPhase);
  const tabs = useSelector(actor, selectTabs);
  const replay = useSelector(actor, selectReplay);
  const walking = useSelector(actor, selectWalking);
  const sandbox = useSelector(actor, selectSandbox);
  const canWalkFromReplay = useSelector(actor, selectCanWalkFromReplay);
  const active = useMemo(() => (chart === null || shown === null ? new Set<string>() : activeStateIds(chart, shown)), [chart, shown]);
  const testedCount = chart === null || tested === null ? 0 : chart.transitions.filter((transition) => tested.has(transition.key)).length;

  return (
    <Page>
      <Heading>{text(messages.title)}</Heading>
      <p>{text(messages.intro)}</p>
      <p>
        {/* A full page load: the tab starts with Stately's inspector attached (app/stately.ts). */}
        <a href={statelyInspectPath} target="_blank" rel="noopener">
          {text(messages.stately)}
        </a>
      </p>
      <div className={columns}>
        <MachineList current={machineId} />
        <Card aria-busy={phase === 'drawing'}>
          {phase === 'none' && <p>{text(messages.choose)}</p>}
          {phase === 'unknown' && <ErrorText role="alert">{text(messages.unknown, { machine: machineId ?? '' })}</ErrorText>}
          {phase === 'drawing' && <Spinner role="progressbar" aria-label={text(messages.drawing)} />}
          {phase === 'failed' && (
            <>
              <ErrorText role="alert">{text(messages.failed)}</ErrorText>
              <PrimaryButton type="button" onClick={() => actor.send({ type: 'layout.retry' })}>
                {text(messages.retry)}
              </PrimaryButton>
            </>
          )}
          {phase === 'shown' && chart !== null && layout !== null && machineId !== null && (
            <>
              <h2 className={machineHeading}>{machineId}</h2>
              {isMachineId(machineId) && <p>{text(machineDescriptions[machineId])}</p>}
              <p>
                {text(messages.counts, { states: chart.states.length, transitions: chart.transitions.length })}.{' '}
                {tested === null ? text(messages.noCoverage) : text(messages.coverage, { tested: testedCount, transitions: chart.transitions.length })}
              </p>
              <ChartView
                machine={machineId}
                chart={chart}
                layout={layout}
                scale={scale}
                tested={tested}
                active={active}
                onZoom={(factor) => actor.send({ type: 'view.zoom', factor })}
                onFit={(width) => actor.send({ type: 'view.fit', width })}
                onReset={() => actor.send({ type: 'view.reset' })}
              />
              <WalkPanel
                walking={walking}
                sandbox={sandbox}
                canStartAtReplay={canWalkFromReplay}
                onStart={(input) => actor.send({ type: 'sandbox.start', input })}
                onStartAtReplay={() => actor.send({ type: 'sandbox.fromReplay' })}
                onSend={(event) => actor.send({ type: 'sandbox.send', event })}
                onStop={() => actor.send({ type: 'sandbox.stop' })}
              />
              <LivePanel actors={actors} followed={followed} log={log} onFollow={(key) => actor.send({ type: 'live.follow', key })} />
              <TransitionTable chart={chart} tested={tested} />
            </>
          )}
          <SessionPanel
            phase={sessionPhase}
            tabs={tabs}
            replay={replay}
            onDownload={(tab) => actor.send({ type: 'session.download', tab })}
            onLoad={(file) => actor.send({ type: 'session.load', file })}
            onActor={(replayed) => actor.send({ type: 'replay.actor', actor: replayed })}
            onStep={(step) => actor.send({ type: 'replay.step', step })}
            onClose={() => actor.send({ type: 'session.close' })}
          />
        </Card>
      </div>
    </Page>
  );
};
