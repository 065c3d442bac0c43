import { describe, expect, it } from 'vitest';
import {
  addService,
  changeMaster,
  chooseMaster,
  chooseService,
  chooseTime,
  flowSearch,
  flowStep,
  readFlowAddress,
  removeService,
  settleOptions,
  type FlowAddress,
} from './flow-address';

const read = (search: string) => readFlowAddress(new URLSearchParams(search));
const must = (search: string) => {
  const address = read(search);
  if (!address) throw new Error(`unreadable: ${search}`);
  return address;
};
const guest = { signedIn: false };
const client = { signedIn: true };
const step = (address: FlowAddress, session = guest) => flowStep(address, session);
const at = '2026-12-01T09:30:00.000Z';

describe('the booking flow in an address', () => {
  it('starts on the services for everything, a category or a master', () => {
    for (const search of ['', '?book=all', '?book=category:nails', '?book=master:hannah-oconnell'])
      expect(step(must(search))).toBe('service');
  });

  it('asks the master of a service page’s service, and the time of a ready visit', () => {
    expect(step(must('?book=service:classic-gel-manicure'))).toBe('master');
    expect(step(must('?book=service:classic-gel-manicure@any'))).toBe('time');
    expect(step(must('?book=service:classic-gel-manicure,service:classic-pedicure@hannah-oconnell'))).toBe('time');
  });

  it('asks for sign-in before the review, and reviews a signed-in client’s visit', () => {
    const timed = must(`?book=service:manicure@any&at=${encodeURIComponent(at)}`);
    expect(step(timed, guest)).toBe('sign-in');
    expect(step(timed, client)).toBe('review');
  });

  it('writes what it reads, so each step has one address', () => {
    for (const search of [
      '?book=all',
      '?book=category%3Anails',
      '?book=service%3Amanicure',
      '?book=service%3Amanicure%40any%2Cservice%3Apedicure&master=2',
      '?book=service%3Amanicure%40any&add=1',
      `?book=service%3Amanicure%40any&day=2026-12-01&at=${encodeURIComponent(at)}`,
    ])
      expect(flowSearch(must(search))).toBe(search);
  });

  it('names no step for a malformed address', () => {
    for (const search of [
      '?book=%%%',
      '?book=service:',
      '?book=service:<x>,@',
      '?book=nonsense',
      '?book=service:a&book=service:b',
      '?book=service:a&master=2',
      '?book=service:a&master=0',
      '?book=service:a&master=x',
      '?book=service:a&add=yes',
      '?book=service:a,service:b,service:c,service:d,service:e&add=1',
      '?book=service:a&day=2026-02-30',
      '?book=service:a&at=tomorrow',
      '?book=service:a&at=2026-12-01T09:30:00Z',
      `?book=all&at=${at}`,
    ])
      expect(read(search), search).toBeNull();
  });

  it('builds a visit like a basket: services, their masters, then one time for all', () => {
    let address = must('?book=service:manicure');
    address = chooseMaster(address, 0, 'any');
    expect(step(address)).toBe('time');
    address = addService(address);
    expect(step(address)).toBe('service');
    address = chooseService(address, 'pedicure');
    expect(address.items).toEqual([
      { slug: 'manicure', master: 'any' },
      { slug: 'pedicure', master: null },
    ]);
    expect(step(address)).toBe('master');
    address = chooseMaster(address, 1, 'hannah-oconnell');
    expect(step(address)).toBe('time');
    address = chooseTime(address, '2026-12-01', at);
    expect(step(address, client)).toBe('review');
    expect(flowSearch(address)).toBe(
      `?book=service%3Amanicure%40any%2Cservice%3Apedicure%40hannah-oconnell&day=2026-12-01&at=${encodeURIComponent(at)}`,
    );
  });

  it('chooses the time again when the visit changes', () => {
    const timed = must(`?book=service:manicure@any,service:pedicure@any&at=${encodeURIComponent(at)}`);
    expect(chooseMaster(timed, 1, 'hannah-oconnell').at).toBeNull();
    expect(addService(timed).at).toBeNull();
    expect(removeService(timed, 0)).toMatchObject({ items: [{ slug: 'pedicure', master: 'any' }], at: null });
    expect(step(removeService(timed, 0))).toBe('time');
  });

  it('preselects the master a booking was opened on, and asks to confirm it', () => {
    const address = chooseService(must('?book=master:hannah-oconnell'), 'manicure');
    expect(address.items).toEqual([{ slug: 'manicure', master: 'hannah-oconnell' }]);
    expect(step(address)).toBe('master');
    expect(step(chooseMaster(address, 0, 'hannah-oconnell'))).toBe('time');
  });

  it('adds a service once, and at most five', () => {
    const address = must('?book=service:a@any,service:b&add=1');
    expect(chooseService(address, 'a').items).toHaveLength(2);
    const full = must('?book=service:a,service:b,service:c,service:d,service:e');
    expect(addService(full)).toBe(full);
  });

  it('changes one service’s master, and empties back to the services', () => {
    const address = must('?book=service:a@any,service:b@any');
    expect(step(changeMaster(address, 1))).toBe('master');
    expect(step(removeService(removeService(address, 0), 0))).toBe('service');
  });

  it('opens a service with several price options on its options, rather than booking one unasked', () => {
    const services = { manicure: ['1202'], 'air-touch': ['air-touch-short', 'air-touch-long'], 'air-touch-short': ['air-touch-short'] };
    const alone = settleOptions(must('?book=service:air-touch&day=2026-03-02'), services);
    expect(step(alone)).toBe('service');
    expect(alone.opening).toEqual({ kind: 'service', slug: 'air-touch' });
    expect(alone.items).toEqual([]);
    expect(alone.day).toBe('2026-03-02');
    const beside = settleOptions(must('?book=service:manicure@any,service:air-touch@any&at=2026-03-02T10:00:00.000Z'), services);
    expect(beside.items).toEqual([{ slug: 'manicure', master: 'any' }]);
    expect(step(beside)).toBe('service');
    expect(beside.at).toBeNull();
    const option = must('?book=service:air-touch-short');
    expect(settleOptions(option, services)).toBe(option);
  });
});
