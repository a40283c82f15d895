/** The picture shown for an account or a reviewer without a photo of their own. */
export const DEFAULT_PHOTO = '/default-user.svg';
