// Who the shop is. One place, so the owner can rename it without hunting through screens.
export const shop = {
  name: 'Shilpo Tools',
  tagline: 'Leading Sensor Supplier in Bangladesh',
  email: 'sales@shilpotools.com.bd',
} as const;
