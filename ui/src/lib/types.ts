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

/** Money fields are numbers of taka; print them with `formatMoney`. */
export interface Tool {
  _id: number;
  toolName: string;
  toolImage: string;
  toolDescription: string;
  toolPrice: number;
  minOrder: number;
  availableQuantity: number;
  createdAt: number;
}

export interface Review {
  _id: number;
  user: string;
  userImage: string | null;
  review: string;
  rating: number;
  toolName: string | null;
  createdAt: number;
}

export interface Blog {
  _id: number;
  name: string;
  date: string;
  image: string;
  blogHeading: string;
  blogImage: string;
  blog: string;
}

export interface Order {
  _id: number;
  userName: string;
  userEmail: string;
  toolId: number | null;
  toolName: string;
  toolImage: string;
  toolPrice: number;
  quantity: number;
  totalPrice: number;
  isPaid: boolean;
  isDelivered: boolean;
  isReviewed: boolean;
  phoneNumber: string | null;
  address: string | null;
  transactionId: string | null;
  createdAt: number;
}
