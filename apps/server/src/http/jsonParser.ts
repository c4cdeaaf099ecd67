import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON body parser (prototype-poisoning guards kept), except that an empty body reads as no body:
 * a client that sets `content-type: application/json` on every call also sets it on calls the spec gives no
 * input (`POST /auth/get`, `/profile/blocked`, `DELETE /auth/delete`), which would otherwise be 400s. The
 * route chain then validates `{}` against the call's schema, so a call that needs input still names the field.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
}
