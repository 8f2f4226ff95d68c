import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookieJar } from "./cookies.ts";
import { registrationGrantMaxAgeSeconds, type RegistrationGrants } from "./registration-grants.ts";

/** The registration-flow cookie and the server-side grant behind it, for the routes that use them. */
export function createRegistrationFlow(grants: RegistrationGrants, cookies: CookieJar) {
  return {
    /** Binds this browser to the account it just created. */
    async start(reply: FastifyReply, userId: number): Promise<void> {
      cookies.setRegistrationFlow(reply, await grants.issue(userId), registrationGrantMaxAgeSeconds);
    },

    /** The account this browser created, while its grant is neither expired nor spent. */
    async userId(request: FastifyRequest): Promise<number | null> {
      const token = cookies.readRegistrationFlow(request);
      return token ? grants.userOf(token) : null;
    },

    /** The grant's token as the browser sent it, to spend or revoke. */
    token: (request: FastifyRequest): string | null => cookies.readRegistrationFlow(request),

    clear: (reply: FastifyReply): void => cookies.clearRegistrationFlow(reply),
  };
}

export type RegistrationFlow = ReturnType<typeof createRegistrationFlow>;
