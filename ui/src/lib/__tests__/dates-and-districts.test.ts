import { formatDay } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { districts } from '@/lib/model';
import { districtIn, fromProfile } from '@/lib/use-delivery-form';

describe('formatDay', () => {
  // The vectors of shared/src/calendar.rs: lists print the day the invoice prints.
  it.each([
    [1_795_372_200_000, '23 Nov 2026'],
    [1_795_369_140_000, '22 Nov 2026'],
    [1_780_000_000_000, '29 May 2026'],
  ])('prints %i as %s, the day in Dhaka', (ms, day) => {
    expect(formatDay(ms)).toBe(day);
  });
});

describe('the district of a profile address', () => {
  it('is found when the address names exactly one', () => {
    expect(districtIn('House 12, Road 5, Agrabad, Chattogram 4100')).toBe('Chattogram');
    expect(districtIn("Kolatoli Road, cox's bazar")).toBe("Cox's Bazar");
    expect(districtIn('Mirpur 10, Dhaka 1216')).toBe('Dhaka');
  });

  it('is left to the buyer when the address names none or several', () => {
    expect(districtIn('Road 3, Block C')).toBe('');
    expect(districtIn('Near Sylhet road, Dhaka')).toBe('');
    expect(districtIn('Dhakaiya Lane')).toBe('');
  });

  it('comes with the name, phone and address from the profile', () => {
    const profile = { email: 'a@b.co', role: 'user' as const, displayName: 'Karim', photoURL: null, institution: null, phoneNumber: '01812345678', address: 'Zindabazar, Sylhet', dateOfBirth: null, language: null, orderTexts: true, mobile: null };
    expect(fromProfile(profile)).toEqual({ recipient: 'Karim', phone: '01812345678', address: 'Zindabazar, Sylhet', district: 'Sylhet' });
    expect(districts).toHaveLength(64);
  });
});
