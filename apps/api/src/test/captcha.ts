/** Test helper: asks the API for a captcha challenge and solves it, as a browser would. */
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

export async function solvedProof(app: FastifyInstance, formName: 'sms' | 'review'): Promise<string> {
  const c = (await app.inject({ url: `/api/v1/users/captcha?formName=${formName}` })).json().data;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution?.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
