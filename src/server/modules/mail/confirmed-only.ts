import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "./mailer.ts";
import { needsConfirmedAddress } from "./mail-kinds.ts";

/** Whether the address is an account's confirmed one (the users module answers). */
export type AddressConfirmed = (address: string) => Promise<boolean>;

/**
 * The one place that withholds mails of a kind that needs a confirmed address from any other
 * address (mail-kinds.ts, docs/decisions/0051). A withheld mail counts as done for its sender:
 * it is dropped, not sent later.
 */
export function confirmedOnly(mailer: Mailer, addressConfirmed: AddressConfirmed, log: FastifyBaseLogger): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      if (needsConfirmedAddress(message.kind) && !(await addressConfirmed(message.to))) {
        log.info({ kind: message.kind }, "mail withheld: the address is not confirmed");
        return;
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}
