// Onboarding and the identity check (docs/operator-app.md): name, the LGAs of one State, languages
// and skills, kept on the account; then a BVN or NIN checked by the KYC partner. Only a verified
// check makes the Operator, through the operation layer (admin_register_operator: decided,
// logged, applied), with tier `verified`. The number itself is never kept, logged or re-shown.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZONES } from '../../domain/zones.ts';
import { TASK_TYPES } from '../../domain/catalogue.ts';
import { makeOperator } from '../make-operator.ts';
import { randomBase62 } from '../../runtime/ids.ts';
import type { IdType, KycPartner } from '../../partners/kyc.ts';
import type { AppAccount, AppProfile } from '../store.ts';
import { redirect, SESSION_PATH, type AppKit, type SignedOperator } from '../kit.ts';

const APP_LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export const MAX_FAILED_CHECKS = 3;
const KYC_LIMIT = { max: 10, timeWindow: 60_000, allowList: () => false };
/** The selfie as the phone shrinks it (assets/kyc.js: 640 px JPEG) is tens of KB; room to spare. */
const SELFIE_MAX_BYTES = 300 * 1024;
const KYC_BODY_LIMIT = 512 * 1024;
const STATES = [...ZONES.values()].filter((z) => z.kind === 'state');
const LANGUAGE_SET: ReadonlySet<string> = new Set(APP_LANGUAGES);

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String).slice(0, 60);

const lgasOf = (stateRef: string) =>
  [...ZONES.values()].filter((z) => z.kind === 'lga' && z.stateRef === stateRef);

export const failedChecks = (account: AppAccount) =>
  (account.kyc ?? []).filter((k) => k.outcome !== 'verified').length;

export function onboardRoutes(app: FastifyInstance, kit: AppKit, kyc: KycPartner): void {
  const { store } = kit.deps;

  /** Signed in and not an Operator yet; anyone else goes home. */
  async function applicant(req: FastifyRequest): Promise<SignedOperator | undefined> {
    const signed = await kit.who(req);
    return signed && signed.account.operatorId === null ? signed : undefined;
  }

  function form(stateRef: string, values: Partial<AppProfile> = {}) {
    return {
      states: STATES.map((z) => ({ ref: z.ref, name: z.name })),
      stateRef,
      lgas:
        ZONES.get(stateRef)?.kind === 'state'
          ? lgasOf(stateRef).map((z) => ({ ref: z.ref, name: z.name }))
          : [],
      languages: APP_LANGUAGES,
      skills: TASK_TYPES.filter((t) => t.availability !== 'gated').map((t) => t.id),
      values,
    };
  }

  app.get('/onboard', async (req, reply) => {
    const signed = await applicant(req);
    if (!signed) return redirect(reply, `${SESSION_PATH}/home`);
    const profile = signed.account.profile;
    const asked = String((req.query as { state?: string }).state ?? profile?.zoneRef ?? '');
    return kit.page(req, reply, 'onboard.eta', form(asked, profile ?? {}));
  });

  app.post('/onboard', async (req, reply) => {
    const signed = await applicant(req);
    if (!signed) return redirect(reply, `${SESSION_PATH}/home`);
    const body = req.body as Record<string, unknown>;
    const stateRef = String(body.state ?? '');
    const inState = new Set(lgasOf(stateRef).map((z) => z.ref));
    const skillIds = new Set(TASK_TYPES.map((t) => t.id));
    const values: AppProfile = {
      firstName: String(body.first_name ?? '')
        .trim()
        .slice(0, 100),
      lastName: String(body.last_name ?? '')
        .trim()
        .slice(0, 100),
      lgaCoverage: [...new Set(list(body.lga).filter((l) => inState.has(l)))].slice(0, 50),
      languages: list(body.language).filter((l) => LANGUAGE_SET.has(l)),
      skills: list(body.skill).filter((s) => skillIds.has(s)),
      zoneRef: stateRef,
    };
    const errors: string[] = [];
    if (!values.firstName || !values.lastName) errors.push('onboard.need_name');
    if (values.lgaCoverage.length === 0) errors.push('onboard.need_lga');
    if (values.languages.length === 0) errors.push('onboard.need_language');
    if (values.skills.length === 0) errors.push('onboard.need_skill');
    if (errors.length > 0) {
      return kit.page(req, reply, 'onboard.eta', { ...form(stateRef, values), errors }, 400);
    }
    await store.updateAccount({ ...signed.account, profile: values });
    return redirect(reply, `${SESSION_PATH}/kyc`);
  });

  app.get('/kyc', async (req, reply) => {
    const signed = await applicant(req);
    if (!signed) return redirect(reply, `${SESSION_PATH}/home`);
    if (!signed.account.profile) return redirect(reply, `${SESSION_PATH}/onboard`);
    return kit.page(req, reply, 'kyc.eta', kycData(signed.account));
  });

  app.post(
    '/kyc',
    { config: { rateLimit: KYC_LIMIT }, bodyLimit: KYC_BODY_LIMIT },
    async (req, reply) => {
      const signed = await applicant(req);
      if (!signed) return redirect(reply, `${SESSION_PATH}/home`);
      const { account } = signed;
      const profile = account.profile;
      if (!profile) return redirect(reply, `${SESSION_PATH}/onboard`);
      if (account.kycRefused || failedChecks(account) >= MAX_FAILED_CHECKS) {
        return kit.page(req, reply, 'kyc.eta', kycData(account), 429);
      }
      const body = req.body as Record<string, unknown>;
      const idType: IdType = body.id_type === 'nin' ? 'nin' : 'bvn';
      const idNumber = String(body.id_number ?? '').replace(/\s/g, '');
      const errors: string[] = [];
      if (!/^\d{11}$/.test(idNumber)) errors.push('kyc.bad_number');
      const selfie = selfieOf(body.selfie);
      if (selfie === 'missing') errors.push('kyc.need_selfie');
      if (selfie === 'bad') errors.push('kyc.bad_selfie');
      if (body.consent !== 'yes') errors.push('kyc.need_consent');
      if (errors.length > 0 || typeof selfie === 'string') {
        return kit.page(req, reply, 'kyc.eta', { ...kycData(account), errors }, 400);
      }

      // The selfie lives only in this request: handed to the partner, never stored or logged.
      const { firstName, lastName } = profile;
      const asked = { idType, idNumber, firstName, lastName, selfie };
      const result = await kyc.check(asked, randomBase62(20));
      const { last4, reference, outcome } = result;
      const record = { idType, last4, reference, outcome, atMs: kit.deps.services.clock.now() };
      const checked = { ...account, kyc: [...(account.kyc ?? []), record] };
      await store.updateAccount(checked);
      req.log.info({ account: account.id, kyc: outcome, reference }, 'operator app identity check');
      if (result.outcome !== 'verified') {
        const data = { ...kycData(checked), errors: [`kyc.${outcome}`] };
        return kit.page(req, reply, 'kyc.eta', data, 422);
      }
      // A retry after a crash between the record and the account write finds the Operator by phone.
      const again = await kit.who(Object.assign(req, { operatorApp: undefined }));
      if (again?.account.operatorId) return redirect(reply, `${SESSION_PATH}/home`);
      const request = { requestId: req.id, headers: req.headers };
      const operatorId = await makeOperator(kit.deps, checked, profile, request);
      await store.updateAccount({ ...checked, operatorId });
      return redirect(reply, `${SESSION_PATH}/home`);
    },
  );
}

function kycData(account: AppAccount) {
  const last = account.kyc?.[account.kyc.length - 1];
  return {
    last: last ? { outcome: last.outcome, last4: last.last4 } : null,
    locked: failedChecks(account) >= MAX_FAILED_CHECKS,
    refused: account.kycRefused?.reason ?? null,
  };
}

/** The form's base64 selfie as JPEG bytes: a JPEG starts FF D8 FF, as the phone's canvas writes. */
function selfieOf(value: unknown): Buffer | 'missing' | 'bad' {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'missing';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return 'bad';
  const bytes = Buffer.from(text, 'base64');
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return jpeg && bytes.length <= SELFIE_MAX_BYTES ? bytes : 'bad';
}
