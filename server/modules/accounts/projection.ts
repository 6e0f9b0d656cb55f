import { defineProjection } from '../../events/projection';
import { AccountEvent } from './events';
import { erasedBirthDate } from './erased';

/** members (profile, profile facts, credits, language, photo) and sessions (hash only). */
export const accountProjection = defineProjection('accounts', AccountEvent, ['members', 'sessions'], async (tx, event) => {
  switch (event.type) {
    case 'MemberRegistered': {
      const d = event.data;
      await tx.query(
        `INSERT INTO members (id, site, email, password_hash, name, gender, birth_date, country, region, city, language,
           fictional, paid_user, credits, status, profile_status, main_image, notifications_disabled, signup_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, false, 0, $14, 'active', NULL, '[]'::jsonb, $13)`,
        [d.memberId, d.site, d.email, d.passwordHash, d.name, d.gender, d.birthDate, d.country, d.region, d.city, d.language, d.fictional, d.registeredAt,
          d.status ?? 'active'],
      );
      return;
    }
    case 'EmailConfirmed':
      await tx.query("UPDATE members SET status = 'active' WHERE id = $1", [event.data.memberId]);
      return;
    case 'ProfileDisabled':
      await tx.query("UPDATE members SET profile_status = 'disabled' WHERE id = $1", [event.data.memberId]);
      return;
    case 'ProfileEnabled':
      await tx.query("UPDATE members SET profile_status = 'active' WHERE id = $1", [event.data.memberId]);
      return;
    case 'NotificationsDisabled':
      await tx.query(
        `UPDATE members SET notifications_disabled = CASE WHEN notifications_disabled @> $2::jsonb THEN notifications_disabled
           ELSE notifications_disabled || $2::jsonb END WHERE id = $1`,
        [event.data.memberId, JSON.stringify([event.data.reason])],
      );
      return;
    case 'LanguageChanged':
      await tx.query('UPDATE members SET language = $2 WHERE id = $1', [event.data.memberId, event.data.language]);
      return;
    case 'MainImageSet':
      await tx.query('UPDATE members SET main_image = $2::jsonb WHERE id = $1', [event.data.memberId, JSON.stringify(event.data.image)]);
      return;
    case 'CreditsPurchased':
      await tx.query('UPDATE members SET credits = credits + $2, paid_user = true WHERE id = $1', [event.data.memberId, event.data.credits]);
      return;
    case 'CreditsGranted':
      await tx.query('UPDATE members SET credits = credits + $2 WHERE id = $1', [event.data.memberId, event.data.credits]);
      return;
    // The column's CHECK (credits >= 0) stands behind the decider: a spend it let through by mistake fails the transaction.
    case 'CreditsSpent':
      await tx.query('UPDATE members SET credits = credits - $2 WHERE id = $1', [event.data.memberId, event.data.credits]);
      return;
    // A refund or a correction never takes the balance below 0: the decider takes at most what the member holds.
    case 'CreditsCorrected':
      await tx.query('UPDATE members SET credits = credits + $2 WHERE id = $1', [event.data.memberId, event.data.credits]);
      return;
    case 'CreditsRefunded':
      await tx.query('UPDATE members SET credits = credits - $2 WHERE id = $1', [event.data.memberId, event.data.credits]);
      return;
    case 'SessionStarted': {
      const { sessionHash, memberId, startedAt, expiresAt } = event.data;
      await tx.query('INSERT INTO sessions (hash, member_id, started_at, expires_at) VALUES ($1, $2, $3, $4)', [
        sessionHash,
        memberId,
        startedAt,
        expiresAt,
      ]);
      return;
    }
    case 'SessionEnded':
      await tx.query('DELETE FROM sessions WHERE hash = $1', [event.data.sessionHash]);
      return;
    case 'ProfileEdited': {
      // One statement for any subset of fields: a field not in the event is NULL here and keeps its value.
      const { living_area: area, gender, interests, about, ...traits } = event.data.changes;
      await tx.query(
        `UPDATE members SET gender = coalesce($2, gender), country = coalesce($3, country), region = coalesce($4, region),
           city = coalesce($5, city), attributes = attributes || $6::jsonb, interests = coalesce($7::jsonb, interests),
           about = coalesce($8, about) WHERE id = $1`,
        [event.data.memberId, gender ?? null, area?.country ?? null, area?.region ?? null, area?.city ?? null, JSON.stringify(traits),
          interests === undefined ? null : JSON.stringify(interests), about ?? null],
      );
      return;
    }
    case 'InvisibleModeChanged':
      await tx.query('UPDATE members SET invisible = $2 WHERE id = $1', [event.data.memberId, event.data.invisible]);
      return;
    // 'deleted' is no status any read that lists members accepts (they all ask for 'active'), so the profile is gone from them at once.
    case 'MemberBanned':
      await tx.query("UPDATE members SET profile_status = 'banned' WHERE id = $1", [event.data.memberId]);
      return;
    case 'MemberUnbanned':
      await tx.query('UPDATE members SET profile_status = $2 WHERE id = $1', [event.data.memberId, event.data.profileStatus]);
      return;
    case 'MemberWarned':
      return;
    // A moderator's edit (issue 14) is what the profile shows from now on; flagged_texts is the texts projection's.
    case 'TextEdited':
      await tx.query(event.data.field === 'name' ? 'UPDATE members SET name = $2 WHERE id = $1' : 'UPDATE members SET about = $2 WHERE id = $1', [
        event.data.memberId, event.data.text,
      ]);
      return;
    // The texts projection keeps the queue; the AccountDeleted that comes with ErasureRequested changes the row.
    case 'TextFlagged':
    case 'TextApproved':
    case 'ErasureRequested':
      return;
    case 'AccountDeleted':
      await tx.query("UPDATE members SET profile_status = 'deleted', deleted_at = $2 WHERE id = $1", [event.data.memberId, event.data.deletedAt]);
      return;
    case 'AccountReactivated':
      await tx.query('UPDATE members SET profile_status = $2, deleted_at = NULL WHERE id = $1', [event.data.memberId, event.data.profileStatus]);
      return;
    // The row stays (ids in others' conversations, likes and payments point at it) but names no one any more.
    case 'AccountErased':
      await tx.query(
        `UPDATE members SET profile_status = 'erased', email = NULL, password_hash = NULL, name = '', birth_date = $2::date, region = '', city = '',
           about = '', attributes = '{}'::jsonb, interests = '[]'::jsonb, main_image = NULL, notifications_disabled = '[]'::jsonb, invisible = false,
           notification_choices = '{}'::jsonb
         WHERE id = $1`,
        [event.data.memberId, erasedBirthDate],
      );
      await tx.query('DELETE FROM sessions WHERE member_id = $1', [event.data.memberId]);
      return;
    case 'PasswordChanged':
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [event.data.memberId, event.data.passwordHash]);
      return;
    // The unique index on (site, email) stands behind the check that the address is free: a race fails the transaction.
    case 'EmailChanged':
      await tx.query('UPDATE members SET email = $2 WHERE id = $1', [event.data.memberId, event.data.email]);
      return;
    case 'NotificationChoicesChanged':
      await tx.query('UPDATE members SET notification_choices = notification_choices || $2::jsonb WHERE id = $1', [
        event.data.memberId,
        JSON.stringify(event.data.email),
      ]);
      return;
    case 'NotificationsResumed':
      await tx.query("UPDATE members SET notifications_disabled = '[]'::jsonb WHERE id = $1", [event.data.memberId]);
      return;
  }
});
