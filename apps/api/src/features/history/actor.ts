import type { FastifyRequest } from 'fastify';
import { type Actor, shipOwner } from './history.service.ts';

/** Who makes the request's change: its signed-in staff member, or the ship owner of a client-area token. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.staff) return { userId: request.staff.id, name: request.staff.row.fullName };
  if (request.shipOwner) return shipOwner;
  throw new Error('A change without a signed-in staff member or ship owner');
}
