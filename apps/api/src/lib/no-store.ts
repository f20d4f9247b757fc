import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for the answers that carry a token, a PIN or a link that opens something (sign-in,
 * renewal, a password change or reset, the client area's sign-in, a form's link and PIN as the staff
 * see it): no browser or proxy cache may keep them (`Cache-Control: no-store`).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}
