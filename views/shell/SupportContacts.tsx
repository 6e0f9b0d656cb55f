import { css } from '@linaria/core';
import { Link } from 'wouter';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from './classed';

const Contacts = classed('p', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  & a {
    overflow-wrap: anywhere;
  }
`);

/**
 * The site's customer service (settings.support_email and support_phone) and, when labelled, the complaints
 * form. The texts come from the screen, in its own message pack.
 */
export const SupportContacts = ({ label, complaintsLabel }: { label: string; complaintsLabel?: string }) => {
  const settings = useApp(selectSettings);
  return (
    <Contacts>
      <span>{label}</span>
      <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
      <a href={`tel:${settings.support_phone.replace(/\s/g, '')}`}>{settings.support_phone}</a>
      {complaintsLabel !== undefined && <Link href="/complaints">{complaintsLabel}</Link>}
    </Contacts>
  );
};
