/** Solves the API's proof-of-work captcha in the browser; the result goes with the form as `cb`. */
import { solveChallenge } from 'altcha-lib/v1';

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export async function solveCaptcha(c: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('Captcha could not be solved');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return btoa(JSON.stringify(payload));
}
