import { createContext, useContext, type ReactNode } from 'react';

/** What the app places into every layout: the alerts under the navigation and the modals. */
export interface Slots {
  readonly alerts: ReactNode;
  readonly modals: ReactNode;
}

const SlotsContext = createContext<Slots>({ alerts: null, modals: null });

export const SlotsProvider = (props: { slots: Slots; children: ReactNode }) => (
  <SlotsContext.Provider value={props.slots}>{props.children}</SlotsContext.Provider>
);

export const useSlots = (): Slots => useContext(SlotsContext);
