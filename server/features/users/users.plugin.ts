// Staff user administration.
import fp from 'fastify-plugin';
import { registerUsersCalls } from './users.calls';
import { createUsersRepo } from './users.repo';
import { createUsersService } from './users.service';

export const usersPlugin = fp(
  async (app) => {
    const { database, work, registry, sockets } = app.tonic;
    registerUsersCalls(registry, createUsersService(createUsersRepo(database.read), work, sockets));
  },
  { name: 'users', dependencies: ['core'] },
);
