// The favourites' messages (docs/decisions/0042), without the schemas: the heart on every card
// shows the guest's hint, and importing it from schemas/favourites.ts would load zod and the
// shared schemas on /berater.

export const favouriteMessages = {
  loginRequired: "Bitte melden Sie sich an, um Berater zu merken und sich benachrichtigen zu lassen.",
  unknownConsultant: "Diesen Berater gibt es nicht.",
  notFavourite: "Merken Sie den Berater zuerst als Favoriten.",
  badToken: "Dieser Abmeldelink ist ungültig.",
} as const;
