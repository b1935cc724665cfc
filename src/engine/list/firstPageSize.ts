/**
 * The first page as the engine's list asks for it (ResourceList: 25 rows). Its own module, as
 * boot.ts sends that request from the sign-in page's chunk (dataProvider/prefetchList.ts).
 */
export const FIRST_PAGE = { page: 1, perPage: 25 };
