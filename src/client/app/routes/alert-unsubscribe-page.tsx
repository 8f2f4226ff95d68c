import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useUnsubscribeAlert } from "../../entities/favourites/unsubscribe-alert.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { consultantPagePath } from "../../../shared/domain/page-paths.ts";
import { favouriteMessages } from "../../../shared/domain/favourite-texts.ts";

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeAlert();
  const { mutate } = unsubscribe;
  const started = useRef(false);
  // The page posts the token itself: a mail scanner fetching the link with GET changes nothing,
  // and a person who opened it wants exactly this.
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  if (!token) return <p role="alert">{favouriteMessages.badToken}</p>;
  if (unsubscribe.isError) {
    return (
      <p role="alert">
        {unsubscribe.error.message} Sie können Benachrichtigungen auch in Ihrem{" "}
        <Link to="/profile" className={textLink}>
          Profil
        </Link>{" "}
        unter „Meine Berater“ abschalten.
      </p>
    );
  }
  if (!unsubscribe.isSuccess) return <p role="status">Einen Moment bitte …</p>;
  return (
    <div className="grid gap-4">
      <p role="status">{unsubscribe.data.message}</p>
      <p>
        {unsubscribe.data.consultantSlug ? (
          <Link to={consultantPagePath(unsubscribe.data.consultantSlug)} className={textLink}>
            Zu {unsubscribe.data.consultantName}
          </Link>
        ) : (
          <Link to="/berater" className={textLink}>
            Zu den Beratern
          </Link>
        )}
      </p>
    </div>
  );
}

/** /benachrichtigung-abbestellen: the unsubscribe link of the availability mail, no login needed. */
export default function AlertUnsubscribePage() {
  usePageTitle("Benachrichtigung abbestellen");
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Benachrichtigung abbestellen</h1>
      <Unsubscribe token={params.get("token") ?? ""} />
    </div>
  );
}
