import { useActorRef, useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { repeatOrderFeature } from '../../machines/credits/feature';
import { selectNoLastOrder, selectRepeatDirectDebit, selectRepeatFailed } from '../../machines/credits/selectors';
import { useFeatureMachine } from '../app-actor';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';

const messages = defineMessages({
  title: { id: 'payments.repeat.title', defaultMessage: 'Nogmaals bestellen' },
  busy: { id: 'payments.repeat.busy', defaultMessage: 'Je vorige bestelling wordt klaargezet…' },
  failed: { id: 'payments.repeat.failed', defaultMessage: 'Je bestelling kon niet worden klaargezet.' },
  retry: { id: 'payments.retry', defaultMessage: 'Opnieuw proberen' },
});

/** /credits/repeat-order: the last package with the last method, in one step; without one, /credits. */
export const RepeatOrderScreen = () => {
  const intl = useIntl();
  const actor = useActorRef(useFeatureMachine(repeatOrderFeature));
  const failed = useSelector(actor, selectRepeatFailed);
  const noOrder = useSelector(actor, selectNoLastOrder);
  const directDebitPackage = useSelector(actor, selectRepeatDirectDebit);
  if (noOrder) return <Redirect to="/credits" replace />;
  if (directDebitPackage !== null) return <Redirect to={`/directdebit?package=${encodeURIComponent(directDebitPackage)}`} replace />;
  return (
    <Page aria-busy={!failed}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {!failed && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.busy)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'repeat.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
    </Page>
  );
};
