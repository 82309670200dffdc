// Tech support (SPEC §5, §9) and a company's request for another plan: each call opens a staff
// task through the tasks feature's service.
import fp from 'fastify-plugin';
import { registerSupportCalls } from './support.calls';
import { createSupportService } from './support.service';

export const supportPlugin = fp(
  async (app) => {
    const { registry, work } = app.tonic;
    registerSupportCalls(registry, createSupportService(app.tasks, app.companies, work));
  },
  { name: 'support', dependencies: ['core', 'companies', 'tasks'] },
);
