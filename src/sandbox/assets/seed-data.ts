/**
 * Equipment a solar, storage and electrical installer leaves on a site: real manufacturers and models,
 * their serial number formats, nameplate sizes and expected lifetimes, grouped by the trade that installs
 * them.
 */
import type { Rng } from '../core/random.js';
import type { AssetType } from '../../rest-enums.js';

export interface EquipmentModel {
  type: AssetType;
  manufacturer: string;
  model: string;
  /** Nameplate size (kW for inverters and chargers, kWh for batteries, A for panels); null when none applies. */
  size: number | null;
  /** Expected lifetime in years. */
  lifetime: number;
  /** Builds a serial number in the manufacturer's format. */
  serial(rng: Rng): string;
  description?: string;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]).join('');

const m = (
  type: AssetType,
  manufacturer: string,
  model: string,
  size: number | null,
  lifetime: number,
  serial: (rng: Rng) => string,
  description?: string,
): EquipmentModel => ({
  type,
  manufacturer,
  model,
  size,
  lifetime,
  serial,
  description,
});

/** One kit per way of building the system; a site gets one kit of each trade its project has. */
export const equipmentKits: Record<'solar' | 'battery' | 'ev' | 'electrical' | 'hvac', EquipmentModel[][]> = {
  solar: [
    [
      m('MICROINVERTER', 'Enphase', 'IQ8PLUS-72-2-US', 0.29, 25, (r) => `4823${digits(r, 8)}`, 'Microinverters, one per module'),
      m('COMBINER_BOX', 'Enphase', 'X-IQ-AM1-240-5', null, 25, (r) => `1224${digits(r, 8)}`),
      m('PRODUCTION_METER', 'Enphase', 'ENV-IQ-AM1-240', null, 15, (r) => `1222${digits(r, 8)}`, 'IQ Gateway with revenue-grade metering'),
    ],
    [
      m('PV_INVERTER', 'SolarEdge', 'SE7600H-US', 7.6, 12, (r) => `7E${hex(r, 6)}-${hex(r, 2)}`),
      m('POWER_OPTIMIZER', 'SolarEdge', 'S440-1GM4MRM', 0.44, 25, (r) => `${hex(r, 8)}-${hex(r, 2)}`, 'Optimizers, one per module'),
    ],
    [
      m('PV_INVERTER', 'SolarEdge', 'SE11400H-USRGM', 11.4, 12, (r) => `7F${hex(r, 6)}-${hex(r, 2)}`),
      m('POWER_OPTIMIZER', 'SolarEdge', 'S440-1GM4MRM', 0.44, 25, (r) => `${hex(r, 8)}-${hex(r, 2)}`, 'Optimizers, one per module'),
      m('RAPID_SHUTDOWN_DEVICE', 'Tigo', 'TS4-A-F', null, 25, (r) => `4-${hex(r, 6)}`),
    ],
    [
      m('PV_INVERTER', 'Fronius', 'Primo GEN24 7.6 Plus', 7.6, 12, (r) => `3${digits(r, 7)}`),
      m('RAPID_SHUTDOWN_DEVICE', 'Tigo', 'TS4-A-F', null, 25, (r) => `4-${hex(r, 6)}`),
    ],
  ],
  battery: [
    [
      m('BATTERY_SYSTEM', 'Tesla', 'Powerwall 3 (1707000-21-K)', 13.5, 10, (r) => `TG1${digits(r, 11)}${letters(r, 2)}`),
      m('CHARGING_GATEWAY', 'Tesla', 'Backup Gateway 2 (1232100-00-J)', null, 10, (r) => `GF2${digits(r, 11)}${letters(r, 2)}`),
    ],
    [m('BATTERY_SYSTEM', 'Enphase', 'IQBATTERY-5P-1P-NA', 5, 15, (r) => `5023${digits(r, 8)}`)],
    [
      m('BATTERY_SYSTEM', 'FranklinWH', 'aPower 2 (APR-15K-2-US)', 15, 12, (r) => `10050${digits(r, 11)}`),
      m('CHARGING_GATEWAY', 'FranklinWH', 'aGate (AGT-R1V1-US)', null, 12, (r) => `10060${digits(r, 11)}`),
    ],
    [m('BATTERY_SYSTEM', 'SolarEdge', 'BAT-10K1PS0B-01', 9.7, 10, (r) => `BT${hex(r, 8)}`)],
  ],
  ev: [
    [m('EV_CHARGER', 'Tesla', 'Wall Connector Gen 3 (1734412-02-B)', 11.5, 10, (r) => `PGT${digits(r, 11)}`)],
    [m('EV_CHARGER', 'ChargePoint', 'Home Flex CPH50-NEMA6-50-L23', 12, 10, (r) => `${digits(r, 2)}${letters(r, 1)}${digits(r, 7)}`)],
    [m('EV_CHARGER', 'Emporia', 'EMEVSE1 48A', 11.5, 10, (r) => `EVSE${digits(r, 10)}`)],
  ],
  electrical: [
    [m('LOAD_CENTER', 'Square D', 'QO142M200P', 200, 30, (r) => `QO${digits(r, 9)}`, '200 A main breaker load center')],
    [
      m('LOAD_CENTER', 'Eaton', 'BRP40B200', 200, 30, (r) => `E${digits(r, 10)}`, '200 A main breaker load center'),
      m('DISCONNECT_SWITCH', 'Eaton', 'DG222URB', 60, 30, (r) => `DG${digits(r, 8)}`),
    ],
    [m('AUTOMATIC_TRANSFER_SWITCH', 'Generac', 'RXSW200A3', 200, 25, (r) => `${digits(r, 10)}`)],
  ],
  hvac: [
    [
      m('HEAT_PUMP', 'Mitsubishi Electric', 'MXZ-3C24NA', 7, 15, (r) => `${digits(r, 2)}${letters(r, 1)}${digits(r, 5)}`),
      m('THERMOSTAT', 'ecobee', 'EB-STATE6P-01', null, 10, (r) => `${hex(r, 12)}`),
    ],
    [m('HEAT_PUMP', 'Daikin', 'DZ6VSA3610', 10.5, 15, (r) => `${digits(r, 10)}`)],
    [m('WATER_HEATER', 'Rheem', 'XE50T10HS45U0 ProTerra', 4.5, 13, (r) => `Q${digits(r, 4)}${letters(r, 1)}${digits(r, 5)}`, 'Heat pump water heater')],
  ],
};

/** Which kits a project's trades put on its site. */
export function kitsForTrades(trades: string[]): (keyof typeof equipmentKits)[] {
  const out: (keyof typeof equipmentKits)[] = [];
  if (trades.includes('SOLAR') || trades.length === 0) out.push('solar');
  if (trades.includes('BATTERY')) out.push('battery');
  if (trades.includes('EV_CHARGER')) out.push('ev');
  if (trades.includes('ELECTRICAL')) out.push('electrical');
  if (trades.includes('HVAC')) out.push('hvac');
  // Roofing and general construction leave no equipment of their own; most of those jobs were re-roofs under an array.
  if (out.length === 0) out.push('solar');
  return out;
}
