/** AWS Signature Version 4 for S3-compatible object storage (single-chunk payloads). */
import { createHash, createHmac } from 'node:crypto';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface SignInput {
  method: 'GET' | 'PUT';
  url: URL;
  body: Buffer;
  now: Date;
  contentType?: string;
}

export function signS3Request(
  creds: { region: string; accessKeyId: string; secretAccessKey: string },
  input: SignInput,
): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(input.body);
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  if (input.contentType) headers['content-type'] = input.contentType;
  const names = Object.keys(headers).sort();
  const canonicalPath = input.url.pathname
    .split('/')
    .map((s) => encodeURIComponent(decodeURIComponent(s)))
    .join('/');
  const canonical = [
    input.method,
    canonicalPath,
    '',
    ...names.map((n) => `${n}:${headers[n]?.trim()}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
