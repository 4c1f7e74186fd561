import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';

export function registerFileRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {}
