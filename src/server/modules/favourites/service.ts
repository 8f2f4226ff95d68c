import { favouriteMessages, type Favourites } from "../../../shared/schemas/favourites.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Consultants } from "../consultants/index.ts";
import type { FavouritesRepo } from "./repo.ts";

/** Favourites and alerts of one user; only listed consultants can be named or are shown. */
export function createFavouritesService(deps: {
  repo: FavouritesRepo;
  consultants: Pick<Consultants, "findById">;
  clock: Clock;
}) {
  const { repo, consultants, clock } = deps;

  async function listedConsultant(consultantId: number): Promise<void> {
    const consultant = await consultants.findById(consultantId);
    if (consultant?.active !== 1) throw new HttpError(404, favouriteMessages.unknownConsultant);
  }

  async function list(userId: number): Promise<Favourites> {
    const rows = await repo.listOf(userId);
    const listed = await Promise.all(
      rows.map(async (r) => (await consultants.findById(r.consultant_id))?.active === 1),
    );
    return {
      favourites: rows
        .filter((_, i) => listed[i])
        .map((r) => ({
          consultantId: r.consultant_id,
          alert: r.alert_id === null ? null : { anyHour: r.any_hour === 1 },
        })),
    };
  }

  return {
    list,
    async add(userId: number, consultantId: number): Promise<Favourites> {
      await listedConsultant(consultantId);
      await repo.add(userId, consultantId, clock.now());
      return list(userId);
    },
    async remove(userId: number, consultantId: number): Promise<Favourites> {
      await listedConsultant(consultantId);
      await repo.remove(userId, consultantId);
      return list(userId);
    },
    async setAlert(userId: number, consultantId: number, anyHour: boolean): Promise<Favourites> {
      await listedConsultant(consultantId);
      if (!(await repo.isFavourite(userId, consultantId))) throw new HttpError(409, favouriteMessages.notFavourite);
      await repo.setAlert(userId, consultantId, anyHour, clock.now());
      return list(userId);
    },
    async removeAlert(userId: number, consultantId: number): Promise<Favourites> {
      await listedConsultant(consultantId);
      await repo.removeAlert(userId, consultantId);
      return list(userId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
