// Staff user administration.
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createProfileService } from './profile.service';
import { registerUsersCalls } from './users.calls';
import { createUsersRepo } from './users.repo';
import { createUsersService } from './users.service';

export const usersPlugin = fp(
  async (app) => {
    const { database, work, registry, sockets, config, clock } = app.tonic;
    const filesDir = path.join(config.dataDir, 'files');
    // A file that is already gone is fine; any other failure is the operator's to see.
    const removeFile = (folder: string, fileName: string) =>
      fs.rm(path.join(filesDir, folder, fileName), { force: true }).catch((error: unknown) => {
        app.log.error({ err: error, folder }, 'an anonymised user’s file could not be removed');
      });
    const repo = createUsersRepo(database.read);
    const users = createUsersService({
      repo,
      work,
      sockets,
      removeFile,
      companies: app.companies,
      courses: app.courses,
      auth: app.auth,
      outbox: app.tonic.outbox,
      publicUrl: config.publicUrl,
      schoolName: async () => (await app.settings.brand()).schoolName,
      clock,
      owners: app.tonic.owners,
    });
    const own = createProfileService({ repo, work, companies: app.companies, owners: app.tonic.owners });
    registerUsersCalls(registry, users, own, app.auth);
  },
  { name: 'users', dependencies: ['core', 'settings', 'auth', 'courses', 'companies'] },
);
