import { words } from '@/lib/i18n';

/** The office the map centres on, and how to reach it. */
export const OFFICE = {
  name: 'Head office and works',
  address: words.SHOP_ADDRESS.split('; '),
  helplines: ['+880 1711-000000', '+880 2-9870000'],
  email: 'sales@shilpotools.com.bd',
  hours: 'Saturday to Thursday, 9:00 to 18:00',
  position: [23.7639, 90.3989] as [number, number],
  zoom: 14,
};
