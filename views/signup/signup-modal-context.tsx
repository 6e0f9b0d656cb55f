import { createContext, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { signupOpensModal } from '../../machines/signup/links';
import { signupModalMachine } from '../../machines/signup/signup-modal.machine';
import { useEnvironment } from '../shell-actors';
import { useMachineActor } from '../app-actor';

type SignupModalActor = ActorRefFrom<typeof signupModalMachine>;

const SignupModalContext = createContext<SignupModalActor | null>(null);

/** The signup modal's machine for the whole visit; a new page closes it (the machine decides, on route.changed). */
export const SignupModalProvider = ({ children }: { children: ReactNode }) => {
  const actor = useMachineActor(signupModalMachine);
  const [path] = useLocation();
  useEffect(() => {
    actor.send({ type: 'route.changed' });
  }, [actor, path]);
  return <SignupModalContext.Provider value={actor}>{children}</SignupModalContext.Provider>;
};

export const useSignupModal = (): SignupModalActor => {
  const actor = useContext(SignupModalContext);
  if (actor === null) throw new Error('useSignupModal needs <SignupModalProvider>');
  return actor;
};

/**
 * A visitor's "Gratis aanmelden": a link to /signup (what a phone, or a page without script, follows), which
 * on a desktop opens the signup modal instead (spec §2).
 */
export const SignupButton = ({ className, children }: { className?: string; children: ReactNode }) => {
  const modal = useSignupModal();
  const { smartphone } = useEnvironment();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signupOpensModal(smartphone())) return;
    event.preventDefault();
    modal.send({ type: 'signupModal.open' });
  };
  return (
    <Link href="/signup" className={className} onClick={open}>
      {children}
    </Link>
  );
};
