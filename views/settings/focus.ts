/**
 * After a submit the machine refused: the first refused field (in the form's order) takes the focus, so its
 * error, linked by aria-describedby, is read out.
 */
export const focusFirstRefused = (form: HTMLFormElement, fields: ReadonlyArray<string>, refused: (field: string) => boolean): void => {
  const first = fields.find(refused);
  const element = first === undefined ? null : form.elements.namedItem(first);
  // A radio group comes back as a list: its first radio takes the focus.
  const target = element === null || element instanceof Element ? element : element.item(0);
  if (target instanceof HTMLElement) target.focus();
};
