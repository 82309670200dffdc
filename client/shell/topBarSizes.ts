// Sizes of the top bar's parts that arrive after the first paint, shared with the placeholders
// that hold their places meanwhile (a part arriving must not move its neighbours).

/** The person's avatar (UserAvatarLink). */
export const AVATAR_SIZE = 36;
