import { CompanyInfo } from '../../../io/entities/company';
import { AdminSite, type PublishSiteRequest } from '../../../io/entities/site-admin';
import { companyPhoneValid } from '../../../io/rules/company-phone';
import { Settings } from '../../../io/entities/settings';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { checked } from '../members/member-row';
import { runSiteCommand } from '../sites/commands';
import { FlaggedWords, PhotoModeration } from '../sites/events';
import { companyFormOf, formOf } from '../sites/settings-form';
import { onStaffSitesSql, worksOn } from './read';

/** The sites a site admin works on, with the console's form of each one's settings and company now. */
export const adminSites = async (q: Queryable, staff: StaffProfile): Promise<AdminSite[]> => {
  const rows = await q.query<{ domain: string; settings: unknown; company: unknown; configured_at: Date; photo_moderation: string; flagged_words: unknown }>(
    `SELECT domain, settings, company, configured_at, photo_moderation, flagged_words FROM sites WHERE ${onStaffSitesSql('domain')} ORDER BY domain`,
    [staff.sites],
  );
  return rows.map((row) => ({
    domain: row.domain,
    configuredAt: row.configured_at.toISOString(),
    form: {
      ...formOf(checked(Settings, row.settings, 'settings'), checked(PhotoModeration, row.photo_moderation, 'photo_moderation'), checked(FlaggedWords, row.flagged_words, 'flagged_words')),
      ...companyFormOf(checked(CompanyInfo, row.company, 'company')),
    },
  }));
};

/**
 * Publishes a site's settings and company (issue 14): a SiteConfigured naming the admin. Every server process
 * drops its copy of the site on the change feed, so the next request anywhere (the next message's price) has
 * them. A company phone that is no number of its country's plan is a 400 naming it, as the codec's fields are
 * (the codec checks only its shape).
 */
export const publishSite = async (db: Database, staff: StaffProfile, request: PublishSiteRequest, now: Date): Promise<Answer<{ ok: true }>> => {
  if (!worksOn(staff, request.domain)) return fail(404, { error: 'not_found' });
  if (!companyPhoneValid(request.form.company_support_phone)) return invalidInput('form.company_support_phone');
  return db.transaction(async (tx) => {
    const decision = await runSiteCommand(tx, {
      type: 'PublishSiteSettings', data: { domain: request.domain, form: request.form, basedOn: request.basedOn, staffId: staff.id, at: now },
    });
    if (decision.kind === 'accepted') return ok({ ok: true as const });
    return decision.reason === 'stale' ? fail(409, { error: 'conflict' }) : fail(404, { error: 'not_found' });
  });
};
