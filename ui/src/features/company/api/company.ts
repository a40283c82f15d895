import { call } from '@/lib/api-client';
import type { AddressForm, CompanyForm, MemberRole } from '@/lib/model';

/** Sets up a company, the caller its first company admin. */
export const setUpCompany = (form: CompanyForm) => call('POST /company', { body: form });

/** Changes the company's details (a company admin). */
export const updateCompany = (form: CompanyForm) => call('PUT /company', { body: form });

/** Invites a colleague by email or mobile number. */
export const invite = (contact: string, role: MemberRole) => call('POST /company/invitations', { body: { contact, role } });

/** Withdraws an invitation still waiting. */
export const withdrawInvitation = (id: number) => call('DELETE /company/invitations/{id}', { params: { id } });

/** Gives a member a role and, as a buyer, a limit per order (taka as typed; empty for none). */
export const setMember = (userId: number, role: MemberRole, orderLimit: string) =>
  call('PUT /company/members/{userId}', { params: { userId }, body: { role, orderLimit } });

/** Approves an order waiting for the company's approval. */
export const approveOrder = (id: number) => call('POST /company/orders/{id}/approve', { params: { id } });

/** Declines an order waiting for approval: it is cancelled. */
export const declineOrder = (id: number) => call('POST /company/orders/{id}/decline', { params: { id } });

/** Takes a member out of the company, or the caller out of it. */
export const removeMember = (userId: number) => call('DELETE /company/members/{userId}', { params: { userId } });

/** Joins the company an invitation is from. */
export const acceptInvitation = (id: number) => call('POST /invitations/{id}/accept', { params: { id } });

/** Declines an invitation. */
export const declineInvitation = (id: number) => call('DELETE /invitations/{id}', { params: { id } });

/** Adds a delivery place of the company. */
export const addCompanyPlace = (form: AddressForm) => call('POST /company/addresses', { body: form });

/** Changes a delivery place of the company. */
export const updateCompanyPlace = (id: number, form: AddressForm) => call('PUT /company/addresses/{id}', { params: { id }, body: form });

/** Removes a delivery place of the company. */
export const removeCompanyPlace = (id: number) => call('DELETE /company/addresses/{id}', { params: { id } });
