/**
 * The core CRM routes: accounts, contacts, sites, projects, opportunities, people and workflows. Their
 * shared body readers and stamps live in core/record-input.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerAccountRoutes } from './accounts.js';
import { registerContactRoutes } from './contacts.js';
import { registerSiteRoutes } from './sites.js';
import { registerProjectRoutes } from './projects.js';
import { registerPeopleRoutes } from './people.js';

export function registerRecordRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerAccountRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
}
