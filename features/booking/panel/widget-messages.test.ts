import { describe, expect, it } from 'vitest';
import { commonCategory, isFromWidget, widgetMessages } from './widget-messages';

describe('widgetMessages', () => {
  it('says the location and the choice, and the favourites and token only when signed in', () => {
    const anonymous = widgetMessages({
      locationId: '500',
      serviceId: '1008',
      employeeId: null,
      categoryId: null,
      favourites: null,
      token: null,
    });
    expect(anonymous).toEqual([
      { type: 'location', value: '500' },
      { type: 'service', value: '1008' },
    ]);
    const signedIn = widgetMessages({
      locationId: '500',
      serviceId: null,
      employeeId: '40012',
      categoryId: '31',
      favourites: { services: ['1008'], employees: [] },
      token: 'access',
    });
    expect(signedIn.map((message) => message.type)).toEqual([
      'location',
      'employee',
      'category',
      'fav_service',
      'fav_employee',
      'auth',
    ]);
    expect(signedIn.at(-1)).toEqual({ type: 'auth', value: 'access' });
  });
});

describe('isFromWidget', () => {
  const frame = {} as Window;
  it('heeds only the widget’s origin and frame', () => {
    expect(isFromWidget({ origin: 'https://w.example', source: frame, data: {} }, 'https://w.example', frame)).toBe(true);
    expect(isFromWidget({ origin: 'https://evil.example', source: frame, data: {} }, 'https://w.example', frame)).toBe(false);
    expect(isFromWidget({ origin: 'https://w.example', source: {} as Window, data: {} }, 'https://w.example', frame)).toBe(false);
    expect(isFromWidget({ origin: 'https://w.example', source: frame, data: {} }, 'https://w.example', null)).toBe(false);
  });
});

describe('commonCategory', () => {
  it('picks the category most of the services share', () => {
    const services = [
      { id: 'a', categoryId: '31' },
      { id: 'b', categoryId: '31' },
      { id: 'c', categoryId: '32' },
      { id: 'd', categoryId: '33' },
    ];
    expect(commonCategory(['a', 'b', 'c'], services)).toBe('31');
    expect(commonCategory([], services)).toBeNull();
  });
});
