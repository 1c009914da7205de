/**
 * A loopback fake of AWS STS `AssumeRoleWithWebIdentity` (the query protocol: a form-encoded POST,
 * an XML answer), the call the AWS SDK makes for AWS_WEB_IDENTITY_TOKEN_FILE + AWS_ROLE_ARN. It
 * hands out `credentials` only for the expected role and web identity token; the SDK reaches it
 * through AWS_ENDPOINT_URL_STS.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SigV4Credentials } from './sigv4.js';

export interface FakeAwsSts {
  readonly url: string;
  /** The form of every call, in order. */
  readonly calls: URLSearchParams[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>fake</RequestId></ErrorResponse>`;

export async function startFakeAwsSts(expected: { roleArn: string; webIdentityToken: string; credentials: Required<SigV4Credentials> }): Promise<FakeAwsSts> {
  const calls: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const refuse = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'text/xml' });
        res.end(xmlError(code, message));
      };
      if (req.method !== 'POST' || form.get('Action') !== 'AssumeRoleWithWebIdentity' || form.get('Version') !== '2011-06-15') return refuse(400, 'InvalidAction', 'Could not find operation');
      if (form.get('RoleArn') !== expected.roleArn) return refuse(403, 'AccessDenied', 'Not authorized to perform sts:AssumeRoleWithWebIdentity');
      if (form.get('WebIdentityToken')?.trim() !== expected.webIdentityToken) return refuse(400, 'InvalidIdentityToken', 'Incorrect token audience');
      const { accessKeyId, secretAccessKey, sessionToken } = expected.credentials;
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(
        `<AssumeRoleWithWebIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleWithWebIdentityResult>` +
          `<Credentials><AccessKeyId>${accessKeyId}</AccessKeyId><SecretAccessKey>${secretAccessKey}</SecretAccessKey><SessionToken>${sessionToken}</SessionToken>` +
          `<Expiration>${new Date(Date.now() + 3_600_000).toISOString()}</Expiration></Credentials>` +
          `<SubjectFromWebIdentityToken>repo:octo/repo:ref:refs/heads/main</SubjectFromWebIdentityToken>` +
          `<AssumedRoleUser><Arn>${expected.roleArn.replace(':iam::', ':sts::').replace(':role/', ':assumed-role/')}/tollgate</Arn><AssumedRoleId>AROAFAKE:tollgate</AssumedRoleId></AssumedRoleUser>` +
          `</AssumeRoleWithWebIdentityResult><ResponseMetadata><RequestId>fake</RequestId></ResponseMetadata></AssumeRoleWithWebIdentityResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
