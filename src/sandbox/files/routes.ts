import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerFileEndpoints } from './file-routes.js';
import { registerFolderEndpoints } from './folder-routes.js';
import { registerFormEndpoints } from './form-routes.js';

/** Files, folders, phases, form templates and forms (spec "Files, folders and forms"); see src/sandbox/files/. */
export function registerFileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerFileEndpoints(app, ctx);
  registerFolderEndpoints(app, ctx);
  registerFormEndpoints(app, ctx);
}
