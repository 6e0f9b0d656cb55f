import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MemberSummary } from '../../io/entities/member';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { chatMessages as messages } from './chat-messages';
import { PremiumBadge } from '../profile/PremiumBadge';
import { ChatAvatar } from './ChatAvatar';
import { ReportMember } from '../report/ReportMember';
import { RemoveChat } from './RemoveChat';

const Bar = classed('header', css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
  & h2 {
    flex: 1;
    margin: 0;
    font-size: 1.1rem;
  }
  & h2 a {
    color: ${colors.dark};
  }
`);

const Disclosure = classed('p', css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  background: #fff4e5;
  color: ${colors.warning};
  font-size: 0.85rem;
  font-weight: 600;
`);

/**
 * The other member above the conversation: photo, name (to their profile), premium badge, report and remove, and
 * when fictional the disclosure. The buttons wrap under the name on a phone.
 */
export const ChatTopBar = (props: { profile: MemberSummary; premium: boolean; cdnPrefix: string; headingId: string; conversationId: number | null }) => {
  const { profile, premium, cdnPrefix, headingId, conversationId } = props;
  const intl = useIntl();
  return (
    <>
      <Bar>
        <ChatAvatar profile={profile} cdnPrefix={cdnPrefix} />
        {/* Focused when the conversation opens (focus-on-open.ts): on a phone the list that held the focus is gone. */}
        <h2 id={headingId} tabIndex={-1}>
          <Link href={`/members/${String(profile.id)}`}>{profile.name}</Link> {premium && <PremiumBadge />}
        </h2>
        {/* A report from here names the conversation: staff may read its last messages (issue 14). */}
        {conversationId !== null && <ReportMember memberId={profile.id} name={profile.name} conversationId={conversationId} secondary />}
        {/* Spec §4: removing by profile removes every chat with that member. */}
        {conversationId !== null && <RemoveChat target={{ member_id: profile.id }} name={profile.name} />}
      </Bar>
      {profile.fictional && (
        <Disclosure role="note" aria-label={intl.formatMessage(messages.fictional)}>
          {profile.fictional_warning}
        </Disclosure>
      )}
    </>
  );
};
