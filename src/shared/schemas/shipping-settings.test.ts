import { describe, expect, it } from 'vitest';
import { isTimeZone } from './shipping-settings.ts';

describe('the shop’s time zone', () => {
  it.each(['America/Chicago', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+6', 'Europe/London'])(
    'takes the zone name %s',
    (name) => {
      expect(isTimeZone(name)).toBe(true);
    },
  );

  // An offset means UTC−6 to JavaScript and UTC+6 to PostgreSQL's AT TIME ZONE: refused.
  it.each(['-06:00', '+0100', 'Mars/Olympus_Mons', '', ' America/Chicago', 'America/Chicago;DROP'])(
    'refuses %j',
    (name) => {
      expect(isTimeZone(name)).toBe(false);
    },
  );
});
