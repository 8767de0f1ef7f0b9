import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedProof } from '../../test/captcha.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spendCaptcha } from './captcha.service.ts';

let t: TestApp;
const settings = { hmacKey: 'test-captcha-key-0123456789', maxNumber: 2000 };
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_HMAC_KEY: settings.hmacKey, CAPTCHA_MAX_NUMBER: String(settings.maxNumber) });
});
afterAll(() => t.close());

const solvedProofFor = (formName: 'sms' | 'review') => solvedProof(t.app, formName);

describe('captcha', () => {
  it('accepts a solved proof once and rejects its replay', async () => {
    const proof = await solvedProofFor('review');
    await expect(spendCaptcha(t.database.db, settings, 'review', proof)).resolves.toBeUndefined();
    await expect(spendCaptcha(t.database.db, settings, 'review', proof)).rejects.toMatchObject({
      status: 400,
      fields: [{ name: 'cb', message: 'validation.captcha' }],
    });
  });

  it('rejects a proof for another form, a forged one and garbage', async () => {
    const proof = await solvedProofFor('sms');
    await expect(spendCaptcha(t.database.db, settings, 'review', proof)).rejects.toMatchObject({ status: 400 });
    const forged = JSON.parse(Buffer.from(await solvedProofFor('review'), 'base64').toString());
    forged.number += 1;
    const forgedProof = Buffer.from(JSON.stringify(forged)).toString('base64');
    await expect(spendCaptcha(t.database.db, settings, 'review', forgedProof)).rejects.toMatchObject({ status: 400 });
    await expect(spendCaptcha(t.database.db, settings, 'review', 'not base64 json')).rejects.toMatchObject({
      status: 400,
    });
    await expect(spendCaptcha(t.database.db, settings, 'review', undefined)).rejects.toMatchObject({ status: 400 });
  });

  it('rejects an unknown form name with a field error', async () => {
    const res = await t.app.inject({ url: '/api/v1/users/captcha?formName=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].name).toBe('formName');
  });
});
