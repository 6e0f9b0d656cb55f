import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { staffConsoleFeature } from '../../machines/staff/feature';
import { selectConsolePhase } from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { ErrorText, Page, PrimaryButton, Spinner } from '../shell/ui';
import { consoleMessages as messages } from './messages';
import { StaffFrame } from './StaffFrame';
import { StaffLogin } from './StaffLogin';

/** /staff/:section?: the staff console (issue 14), its own session apart from any member's. */
export const StaffConsoleScreen = () => {
  const intl = useIntl();
  const { section = null } = useParams<{ section?: string }>();
  const actor = useFeatureActor(staffConsoleFeature);
  const phase = useSelector(actor, selectConsolePhase);
  if (phase === 'checking') return <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />;
  if (phase === 'unavailable') {
    return (
      <Page role="alert">
        <ErrorText>{intl.formatMessage(messages.unavailable)}</ErrorText>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'retry' })}>
          {intl.formatMessage(messages.retry)}
        </PrimaryButton>
      </Page>
    );
  }
  return phase === 'signedOut' ? <StaffLogin actor={actor} /> : <StaffFrame actor={actor} section={section} />;
};
