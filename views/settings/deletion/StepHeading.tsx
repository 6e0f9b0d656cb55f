import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading takes the focus when the step appears, so keyboard and screen-reader users start there. */
export const StepHeading = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
};
