// The JSON the API sends, under the spec's field names (mirrors shared/src/entities.rs).

export type Role = 'user' | 'admin';

export interface User {
  email: string;
  role: Role;
  displayName: string | null;
  photoURL: string | null;
  institution: string | null;
  phoneNumber: string | null;
  address: string | null;
  dateOfBirth: string | null;
}
