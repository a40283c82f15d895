/** The office the map centres on, and how to reach it; its name, address lines and hours are
 * the catalogue's (`OFFICE_NAME`, `SHOP_ADDRESS`, `OFFICE_HOURS`), said in the buyer's language. */
export const OFFICE = {
  helplines: ['+880 1711-000000', '+880 2-9870000'],
  email: 'sales@shilpotools.com.bd',
  position: [23.7639, 90.3989] as [number, number],
  zoom: 14,
};
