/**
 * The administrator is user id 1 and no one else. Public registration never hands out id 1
 * (the id sequence starts at 2); only the seed or `npm run admin:create` creates it.
 */
export const ADMIN_USER_ID = 1;
