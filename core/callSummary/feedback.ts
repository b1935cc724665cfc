/** The longest comment a reader may give with a summary's rating: the server's contract and the portal's field both read it. */
export const FEEDBACK_COMMENT_MAX = 1000;
