// credentials.php and the public routes anyone verifies with: a certificate's credential as
// JSON and as VC-JWT, the status lists, the school's public keys and its issuer profile.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '../../../shared/calls/credentials';
import {
  CREDENTIAL_CONTEXT,
  ISSUER_PATH,
  JWKS_PATH,
  STATUS_LIST_TTL_MS,
  VC_JWT_MEDIA_TYPE,
} from '../../../shared/credentials';
import { AppError } from '../../calls/appError';
import { sendFailure } from '../../calls/envelope';
import type { CallRegistry } from '../../calls/registry';
import { bindRequest } from '../../http/requestLog';
import type { CredentialsService } from './credentials.service';

export function registerCredentialsCalls(registry: CallRegistry, credentials: CredentialsService): void {
  registry.add(calls.getMyCredentials, async (_input, ctx) => ({ data: await credentials.mine(ctx.user) }));
  registry.add(calls.rotateCredentialKey, async () => ({ data: await credentials.rotate() }));
}

/** Public, read-only and meant for verifiers anywhere: any origin may read them. */
const open = (reply: FastifyReply, maxAgeSeconds: number) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('cache-control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-cache');

export function registerCredentialRoutes(app: FastifyInstance, credentials: CredentialsService): void {
  app.get<{ Params: { file: string } }>('/credentials/:file', async (request, reply) => {
    bindRequest(request, reply, { call: 'credentials get', userId: null });
    try {
      const match = /^(.+)\.(json|jwt)$/i.exec(request.params.file);
      if (!match) throw new AppError('CERTIFICATE_NOT_FOUND');
      const [, code = '', form] = match;
      if (form?.toLowerCase() === 'jwt') {
        const jwt = await credentials.signedCredential(code);
        return open(reply, 0)
          .header('content-type', VC_JWT_MEDIA_TYPE)
          .header('content-disposition', `inline; filename="${code.toUpperCase()}.jwt"`)
          .send(jwt);
      }
      const credential = await credentials.credential(code);
      return open(reply, 0)
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `inline; filename="${code.toUpperCase()}.json"`)
        .send(JSON.stringify(credential, null, 2));
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });

  app.get<{ Params: { id: string } }>('/credentials/status/:id', async (request, reply) => {
    bindRequest(request, reply, { call: 'credentials status', userId: null });
    try {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const jwt = await credentials.statusList(id);
      return open(reply, STATUS_LIST_TTL_MS / 1000)
        .header('content-type', VC_JWT_MEDIA_TYPE)
        .send(jwt);
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });

  app.get(JWKS_PATH, async (request, reply) => {
    bindRequest(request, reply, { call: 'credentials jwks', userId: null });
    try {
      const jwks = await credentials.jwks();
      return open(reply, 300).header('content-type', 'application/jwk-set+json').send(JSON.stringify(jwks));
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });

  app.get(ISSUER_PATH, async (request, reply) => {
    bindRequest(request, reply, { call: 'credentials issuer', userId: null });
    return open(reply, 300)
      .header('content-type', 'application/json; charset=utf-8')
      .send(
        JSON.stringify({ '@context': [...CREDENTIAL_CONTEXT], ...(await credentials.issuer()) }, null, 2),
      );
  });
}
