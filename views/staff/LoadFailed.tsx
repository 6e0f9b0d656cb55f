import { ErrorText, PrimaryButton } from '../shell/ui';

/** A console list that could not be read: what failed, and the button that reads it again. */
export const LoadFailed = (props: { message: string; retry: string; onRetry: () => void }) => (
  <div role="alert">
    <ErrorText>{props.message}</ErrorText>
    <PrimaryButton type="button" onClick={props.onRetry}>
      {props.retry}
    </PrimaryButton>
  </div>
);
