import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from './instruments.ts';

/** The instruments a profile's conditions offer, in a stable order. */
export function offeredInstruments(conditions: readonly string[]): InstrumentId[] {
  return INSTRUMENT_IDS.filter((id) => INSTRUMENTS[id].conditions.some((c) => conditions.includes(c)));
}
