/**
 * Electric utilities of the service states with their territories: investor-owned utilities, co-ops and
 * public power districts by the counties they serve (3-digit county FIPS within the state), municipal
 * utilities by their city. Names and holding companies are real; territories are simplified to whole
 * counties. `active: false` marks predecessors merged or renamed away, kept in the catalog but never listed.
 */
import type { OwnershipType } from './catalog.js';

export interface UtilityDef {
  name: string;
  state: string;
  type: OwnershipType;
  holding: string | null;
  website: string;
  /** Headquarters city, for the address. */
  hq: string;
  counties?: string[];
  city?: string;
  active?: false;
}

const iou = 'INVESTOR_OWNED' as const;
const coop = 'COOPERATIVE' as const;
const muni = 'MUNICIPAL' as const;
const pub = 'POLITICAL_SUBDIVISION' as const;
const retail = 'RETAIL_POWER_MARKETER' as const;

export const utilityDefs: UtilityDef[] = [
  // Colorado
  { name: 'Xcel Energy', state: 'CO', type: iou, holding: 'Xcel Energy Inc.', website: 'https://www.xcelenergy.com', hq: 'Denver', counties: ['001', '005', '013', '014', '019', '031', '035', '045', '047', '059', '077', '117', '123'] },
  { name: 'Black Hills Energy', state: 'CO', type: iou, holding: 'Black Hills Corporation', website: 'https://www.blackhillsenergy.com', hq: 'Pueblo', counties: ['025', '043', '089', '101'] },
  { name: 'Colorado Springs Utilities', state: 'CO', type: muni, holding: null, website: 'https://www.csu.org', hq: 'Colorado Springs', city: 'Colorado Springs' },
  { name: 'Fort Collins Utilities', state: 'CO', type: muni, holding: null, website: 'https://www.fcgov.com/utilities', hq: 'Fort Collins', city: 'Fort Collins' },
  { name: 'Longmont Power & Communications', state: 'CO', type: muni, holding: null, website: 'https://www.longmontcolorado.gov', hq: 'Longmont', city: 'Longmont' },
  { name: 'Intermountain Rural Electric Association', state: 'CO', type: coop, holding: null, website: 'https://www.irea.coop', hq: 'Sedalia', counties: ['005', '035', '039', '093'] },
  { name: 'United Power', state: 'CO', type: coop, holding: null, website: 'https://www.unitedpower.com', hq: 'Brighton', counties: ['001', '014', '123'] },
  { name: 'Poudre Valley Rural Electric Association', state: 'CO', type: coop, holding: null, website: 'https://www.pvrea.coop', hq: 'Fort Collins', counties: ['069', '123'] },
  { name: 'Mountain View Electric Association', state: 'CO', type: coop, holding: null, website: 'https://www.mvea.coop', hq: 'Limon', counties: ['041', '039'] },
  { name: 'Holy Cross Energy', state: 'CO', type: coop, holding: null, website: 'https://www.holycross.com', hq: 'Glenwood Springs', counties: ['037', '045', '097'] },
  { name: 'Aquila Networks – Colorado', state: 'CO', type: iou, holding: 'Aquila, Inc.', website: 'https://www.blackhillsenergy.com', hq: 'Pueblo', counties: ['101'], active: false },
  // California
  { name: 'Pacific Gas and Electric Company', state: 'CA', type: iou, holding: 'PG&E Corporation', website: 'https://www.pge.com', hq: 'Oakland', counties: ['001', '007', '013', '017', '019', '023', '029', '031', '039', '041', '045', '047', '053', '055', '061', '075', '077', '079', '081', '083', '085', '087', '089', '095', '097', '099', '101', '107', '113', '115'] },
  { name: 'Southern California Edison', state: 'CA', type: iou, holding: 'Edison International', website: 'https://www.sce.com', hq: 'Rosemead', counties: ['027', '029', '037', '051', '059', '065', '071', '083', '107', '111'] },
  { name: 'San Diego Gas & Electric', state: 'CA', type: iou, holding: 'Sempra', website: 'https://www.sdge.com', hq: 'San Diego', counties: ['073', '059'] },
  { name: 'Sacramento Municipal Utility District', state: 'CA', type: pub, holding: null, website: 'https://www.smud.org', hq: 'Sacramento', counties: ['067'] },
  { name: 'Imperial Irrigation District', state: 'CA', type: pub, holding: null, website: 'https://www.iid.com', hq: 'Imperial', counties: ['025'] },
  { name: 'Pacific Power', state: 'CA', type: iou, holding: 'Berkshire Hathaway Energy', website: 'https://www.pacificpower.net', hq: 'Yreka', counties: ['015', '049', '093'] },
  { name: 'Los Angeles Department of Water and Power', state: 'CA', type: muni, holding: null, website: 'https://www.ladwp.com', hq: 'Los Angeles', city: 'Los Angeles' },
  { name: 'Anaheim Public Utilities', state: 'CA', type: muni, holding: null, website: 'https://www.anaheim.net', hq: 'Anaheim', city: 'Anaheim' },
  { name: 'Riverside Public Utilities', state: 'CA', type: muni, holding: null, website: 'https://www.riversideca.gov/utilities', hq: 'Riverside', city: 'Riverside' },
  { name: 'Pasadena Water and Power', state: 'CA', type: muni, holding: null, website: 'https://www.cityofpasadena.net/water-and-power', hq: 'Pasadena', city: 'Pasadena' },
  { name: 'Silicon Valley Power', state: 'CA', type: muni, holding: null, website: 'https://www.siliconvalleypower.com', hq: 'Santa Clara', city: 'Santa Clara' },
  { name: 'Sierra Pacific Power – California', state: 'CA', type: iou, holding: 'Sierra Pacific Resources', website: 'https://www.nvenergy.com', hq: 'South Lake Tahoe', counties: ['003', '017'], active: false },
  // Arizona
  { name: 'Arizona Public Service', state: 'AZ', type: iou, holding: 'Pinnacle West Capital Corporation', website: 'https://www.aps.com', hq: 'Phoenix', counties: ['001', '005', '007', '012', '013', '017', '025', '027'] },
  { name: 'Salt River Project', state: 'AZ', type: pub, holding: null, website: 'https://www.srpnet.com', hq: 'Tempe', counties: ['013', '021', '007'] },
  { name: 'Tucson Electric Power', state: 'AZ', type: iou, holding: 'Fortis Inc.', website: 'https://www.tep.com', hq: 'Tucson', counties: ['019', '003'] },
  { name: 'UniSource Energy Services', state: 'AZ', type: iou, holding: 'Fortis Inc.', website: 'https://www.uesaz.com', hq: 'Kingman', counties: ['015', '023'] },
  { name: 'Trico Electric Cooperative', state: 'AZ', type: coop, holding: null, website: 'https://www.trico.coop', hq: 'Marana', counties: ['019', '021'] },
  { name: 'Sulphur Springs Valley Electric Cooperative', state: 'AZ', type: coop, holding: null, website: 'https://www.ssvec.org', hq: 'Willcox', counties: ['003', '009'] },
  { name: 'Mohave Electric Cooperative', state: 'AZ', type: coop, holding: null, website: 'https://www.mohaveelectric.com', hq: 'Bullhead City', counties: ['015'] },
  { name: 'Navopache Electric Cooperative', state: 'AZ', type: coop, holding: null, website: 'https://www.navopache.org', hq: 'Lakeside', counties: ['001', '017'] },
  { name: 'Citizens Utilities – Arizona Electric', state: 'AZ', type: iou, holding: 'Citizens Communications', website: 'https://www.uesaz.com', hq: 'Kingman', counties: ['015', '023'], active: false },
  // Texas
  { name: 'Oncor Electric Delivery', state: 'TX', type: iou, holding: 'Sempra', website: 'https://www.oncor.com', hq: 'Dallas', counties: ['027', '085', '113', '121', '135', '139', '181', '251', '257', '309', '329', '367', '397', '423', '439', '491'] },
  { name: 'CenterPoint Energy Houston Electric', state: 'TX', type: iou, holding: 'CenterPoint Energy', website: 'https://www.centerpointenergy.com', hq: 'Houston', counties: ['039', '157', '167', '201', '339'] },
  { name: 'AEP Texas', state: 'TX', type: iou, holding: 'American Electric Power', website: 'https://www.aeptexas.com', hq: 'Corpus Christi', counties: ['061', '215', '355', '409', '441', '469', '479'] },
  { name: 'Texas-New Mexico Power', state: 'TX', type: iou, holding: 'TXNM Energy', website: 'https://www.tnmp.com', hq: 'Lewisville', counties: ['039', '167'] },
  { name: 'El Paso Electric', state: 'TX', type: iou, holding: 'Infrastructure Investments Fund', website: 'https://www.epelectric.com', hq: 'El Paso', counties: ['141'] },
  { name: 'Entergy Texas', state: 'TX', type: iou, holding: 'Entergy Corporation', website: 'https://www.entergy-texas.com', hq: 'The Woodlands', counties: ['245', '361'] },
  { name: 'Southwestern Public Service', state: 'TX', type: iou, holding: 'Xcel Energy Inc.', website: 'https://www.xcelenergy.com', hq: 'Amarillo', counties: ['375', '381'] },
  { name: 'Pedernales Electric Cooperative', state: 'TX', type: coop, holding: null, website: 'https://www.pec.coop', hq: 'Johnson City', counties: ['031', '053', '091', '209', '259', '453', '491'] },
  { name: 'Bluebonnet Electric Cooperative', state: 'TX', type: coop, holding: null, website: 'https://www.bluebonnet.coop', hq: 'Bastrop', counties: ['021', '287'] },
  { name: 'Austin Energy', state: 'TX', type: muni, holding: null, website: 'https://austinenergy.com', hq: 'Austin', city: 'Austin' },
  { name: 'CPS Energy', state: 'TX', type: muni, holding: null, website: 'https://www.cpsenergy.com', hq: 'San Antonio', city: 'San Antonio' },
  { name: 'Lubbock Power & Light', state: 'TX', type: muni, holding: null, website: 'https://lpandl.com', hq: 'Lubbock', city: 'Lubbock' },
  { name: 'Garland Power & Light', state: 'TX', type: muni, holding: null, website: 'https://www.gp-l.com', hq: 'Garland', city: 'Garland' },
  { name: 'Denton Municipal Electric', state: 'TX', type: muni, holding: null, website: 'https://www.cityofdenton.com', hq: 'Denton', city: 'Denton' },
  { name: 'TXU Energy', state: 'TX', type: retail, holding: 'Vistra Corp.', website: 'https://www.txu.com', hq: 'Irving', counties: ['027', '085', '113', '121', '139', '201', '439'] },
  { name: 'Reliant Energy', state: 'TX', type: retail, holding: 'NRG Energy', website: 'https://www.reliant.com', hq: 'Houston', counties: ['039', '157', '167', '201', '339'] },
  { name: 'TXU Electric Delivery', state: 'TX', type: iou, holding: 'Energy Future Holdings', website: 'https://www.oncor.com', hq: 'Dallas', counties: ['113', '439'], active: false },
  // Florida
  { name: 'Florida Power & Light', state: 'FL', type: iou, holding: 'NextEra Energy', website: 'https://www.fpl.com', hq: 'Juno Beach', counties: ['005', '009', '011', '015', '021', '033', '035', '061', '071', '081', '085', '086', '091', '099', '109', '111', '113', '115', '127'] },
  { name: 'Duke Energy Florida', state: 'FL', type: iou, holding: 'Duke Energy Corporation', website: 'https://www.duke-energy.com', hq: 'St. Petersburg', counties: ['017', '053', '069', '083', '095', '097', '101', '103', '105', '117'] },
  { name: 'Tampa Electric', state: 'FL', type: iou, holding: 'Emera Inc.', website: 'https://www.tampaelectric.com', hq: 'Tampa', counties: ['057', '105'] },
  { name: 'Orlando Utilities Commission', state: 'FL', type: muni, holding: null, website: 'https://www.ouc.com', hq: 'Orlando', city: 'Orlando' },
  { name: 'JEA', state: 'FL', type: muni, holding: null, website: 'https://www.jea.com', hq: 'Jacksonville', city: 'Jacksonville' },
  { name: 'City of Tallahassee Utilities', state: 'FL', type: muni, holding: null, website: 'https://www.talgov.com', hq: 'Tallahassee', city: 'Tallahassee' },
  { name: 'Gainesville Regional Utilities', state: 'FL', type: muni, holding: null, website: 'https://www.gru.com', hq: 'Gainesville', city: 'Gainesville' },
  { name: 'Lakeland Electric', state: 'FL', type: muni, holding: null, website: 'https://www.lakelandelectric.com', hq: 'Lakeland', city: 'Lakeland' },
  { name: 'Withlacoochee River Electric Cooperative', state: 'FL', type: coop, holding: null, website: 'https://www.wrec.net', hq: 'Dade City', counties: ['017', '053', '101', '105', '119'] },
  { name: 'Florida Keys Electric Cooperative', state: 'FL', type: coop, holding: null, website: 'https://www.fkec.com', hq: 'Tavernier', counties: ['087'] },
  { name: 'Lee County Electric Cooperative', state: 'FL', type: coop, holding: null, website: 'https://www.lcec.net', hq: 'North Fort Myers', counties: ['021', '071'] },
  { name: 'Progress Energy Florida', state: 'FL', type: iou, holding: 'Progress Energy, Inc.', website: 'https://www.duke-energy.com', hq: 'St. Petersburg', counties: ['103', '095'], active: false },
  { name: 'Gulf Power', state: 'FL', type: iou, holding: 'NextEra Energy', website: 'https://www.fpl.com', hq: 'Pensacola', counties: ['005', '033', '091', '113'], active: false },
  // Nevada
  { name: 'NV Energy (Nevada Power)', state: 'NV', type: iou, holding: 'Berkshire Hathaway Energy', website: 'https://www.nvenergy.com', hq: 'Las Vegas', counties: ['003', '023'] },
  { name: 'NV Energy (Sierra Pacific Power)', state: 'NV', type: iou, holding: 'Berkshire Hathaway Energy', website: 'https://www.nvenergy.com', hq: 'Reno', counties: ['001', '005', '007', '011', '013', '015', '019', '027', '029', '031', '033', '510'] },
  { name: 'Valley Electric Association', state: 'NV', type: coop, holding: null, website: 'https://www.vea.coop', hq: 'Pahrump', counties: ['009', '023'] },
  { name: 'Overton Power District No. 5', state: 'NV', type: pub, holding: null, website: 'https://www.opd5.com', hq: 'Overton', counties: ['003'] },
  // New Jersey
  { name: 'PSE&G', state: 'NJ', type: iou, holding: 'Public Service Enterprise Group', website: 'https://nj.pseg.com', hq: 'Newark', counties: ['003', '005', '007', '013', '015', '017', '021', '023', '031', '035', '039'] },
  { name: 'Jersey Central Power & Light', state: 'NJ', type: iou, holding: 'FirstEnergy', website: 'https://www.firstenergycorp.com/jersey_central_power_light.html', hq: 'Morristown', counties: ['019', '023', '025', '027', '029', '035', '037', '041'] },
  { name: 'Atlantic City Electric', state: 'NJ', type: iou, holding: 'Exelon', website: 'https://www.atlanticcityelectric.com', hq: 'Mays Landing', counties: ['001', '005', '007', '009', '011', '015', '033'] },
  { name: 'Rockland Electric Company', state: 'NJ', type: iou, holding: 'Consolidated Edison, Inc.', website: 'https://www.oru.com', hq: 'Mahwah', counties: ['003', '031', '037'] },
  { name: 'Vineland Municipal Electric Utility', state: 'NJ', type: muni, holding: null, website: 'https://www.vinelandcity.org', hq: 'Vineland', city: 'Vineland' },
  // Massachusetts
  { name: 'Eversource Energy', state: 'MA', type: iou, holding: 'Eversource Energy', website: 'https://www.eversource.com', hq: 'Boston', counties: ['001', '005', '007', '013', '015', '017', '021', '023', '025'] },
  { name: 'National Grid (Massachusetts Electric)', state: 'MA', type: iou, holding: 'National Grid plc', website: 'https://www.nationalgridus.com', hq: 'Waltham', counties: ['003', '005', '009', '011', '017', '021', '023', '027'] },
  { name: 'Unitil (Fitchburg Gas and Electric Light)', state: 'MA', type: iou, holding: 'Unitil Corporation', website: 'https://unitil.com', hq: 'Fitchburg', counties: ['027'] },
  { name: 'Braintree Electric Light Department', state: 'MA', type: muni, holding: null, website: 'https://www.beld.com', hq: 'Braintree', city: 'Braintree' },
  { name: 'Taunton Municipal Lighting Plant', state: 'MA', type: muni, holding: null, website: 'https://www.tmlp.com', hq: 'Taunton', city: 'Taunton' },
  { name: 'Holyoke Gas & Electric', state: 'MA', type: muni, holding: null, website: 'https://www.hged.com', hq: 'Holyoke', city: 'Holyoke' },
  { name: 'Peabody Municipal Light Plant', state: 'MA', type: muni, holding: null, website: 'https://www.pmlp.com', hq: 'Peabody', city: 'Peabody' },
  { name: 'Western Massachusetts Electric Company', state: 'MA', type: iou, holding: 'Northeast Utilities', website: 'https://www.eversource.com', hq: 'Springfield', counties: ['013', '015'], active: false },
  // New York
  { name: 'Consolidated Edison Company of New York', state: 'NY', type: iou, holding: 'Consolidated Edison, Inc.', website: 'https://www.coned.com', hq: 'New York', counties: ['005', '047', '061', '081', '085', '119'] },
  { name: 'Long Island Power Authority', state: 'NY', type: pub, holding: null, website: 'https://www.lipower.org', hq: 'Uniondale', counties: ['059', '103'] },
  { name: 'National Grid (Niagara Mohawk)', state: 'NY', type: iou, holding: 'National Grid plc', website: 'https://www.nationalgridus.com', hq: 'Syracuse', counties: ['001', '029', '063', '065', '067', '083', '091', '093'] },
  { name: 'New York State Electric & Gas', state: 'NY', type: iou, holding: 'Avangrid', website: 'https://www.nyseg.com', hq: 'Binghamton', counties: ['007', '011', '015', '069', '101', '109'] },
  { name: 'Rochester Gas and Electric', state: 'NY', type: iou, holding: 'Avangrid', website: 'https://www.rge.com', hq: 'Rochester', counties: ['051', '055', '117'] },
  { name: 'Central Hudson Gas & Electric', state: 'NY', type: iou, holding: 'Fortis Inc.', website: 'https://www.cenhud.com', hq: 'Poughkeepsie', counties: ['027', '071', '111'] },
  { name: 'Orange and Rockland Utilities', state: 'NY', type: iou, holding: 'Consolidated Edison, Inc.', website: 'https://www.oru.com', hq: 'Pearl River', counties: ['071', '087'] },
  { name: 'Jamestown Board of Public Utilities', state: 'NY', type: muni, holding: null, website: 'https://www.jamestownbpu.com', hq: 'Jamestown', city: 'Jamestown' },
  { name: 'Long Island Lighting Company', state: 'NY', type: iou, holding: null, website: 'https://www.lipower.org', hq: 'Hicksville', counties: ['059', '103'], active: false },
  // North Carolina
  { name: 'Duke Energy Carolinas', state: 'NC', type: iou, holding: 'Duke Energy Corporation', website: 'https://www.duke-energy.com', hq: 'Charlotte', counties: ['001', '025', '035', '063', '067', '071', '081', '097', '119', '135', '159', '179'] },
  { name: 'Duke Energy Progress', state: 'NC', type: iou, holding: 'Duke Energy Corporation', website: 'https://www.duke-energy.com', hq: 'Raleigh', counties: ['019', '021', '051', '085', '101', '129', '183'] },
  { name: 'Dominion Energy North Carolina', state: 'NC', type: iou, holding: 'Dominion Energy', website: 'https://www.dominionenergy.com', hq: 'Roanoke Rapids', counties: ['053', '055', '083', '127', '131', '139'] },
  { name: 'Greenville Utilities Commission', state: 'NC', type: muni, holding: null, website: 'https://www.guc.com', hq: 'Greenville', city: 'Greenville' },
  { name: 'Fayetteville Public Works Commission', state: 'NC', type: muni, holding: null, website: 'https://www.faypwc.com', hq: 'Fayetteville', city: 'Fayetteville' },
  { name: 'Wilson Energy', state: 'NC', type: muni, holding: null, website: 'https://www.wilsonnc.org', hq: 'Wilson', city: 'Wilson' },
  { name: 'Rocky Mount Public Utilities', state: 'NC', type: muni, holding: null, website: 'https://www.rockymountnc.gov', hq: 'Rocky Mount', city: 'Rocky Mount' },
  { name: 'EnergyUnited', state: 'NC', type: coop, holding: null, website: 'https://www.energyunited.com', hq: 'Statesville', counties: ['057', '097', '159'] },
  { name: 'Wake Electric', state: 'NC', type: coop, holding: null, website: 'https://www.wemc.com', hq: 'Wake Forest', counties: ['069', '183'] },
  { name: 'Union Power Cooperative', state: 'NC', type: coop, holding: null, website: 'https://www.union-power.com', hq: 'Monroe', counties: ['179'] },
  { name: 'Brunswick Electric Membership Corporation', state: 'NC', type: coop, holding: null, website: 'https://www.bemc.org', hq: 'Shallotte', counties: ['019', '047'] },
  { name: 'Blue Ridge Energy', state: 'NC', type: coop, holding: null, website: 'https://www.blueridgeenergy.com', hq: 'Lenoir', counties: ['027', '189'] },
  { name: 'Progress Energy Carolinas', state: 'NC', type: iou, holding: 'Progress Energy, Inc.', website: 'https://www.duke-energy.com', hq: 'Raleigh', counties: ['183', '051'], active: false },
  // Utah
  { name: 'Rocky Mountain Power', state: 'UT', type: iou, holding: 'Berkshire Hathaway Energy', website: 'https://www.rockymountainpower.net', hq: 'Salt Lake City', counties: ['003', '005', '011', '021', '035', '043', '045', '049', '053', '057'] },
  { name: 'St. George Energy Services', state: 'UT', type: muni, holding: null, website: 'https://www.sgcity.org/energy', hq: 'Saint George', city: 'Saint George' },
  { name: 'Provo City Power', state: 'UT', type: muni, holding: null, website: 'https://www.provo.org', hq: 'Provo', city: 'Provo' },
  { name: 'Logan City Light & Power', state: 'UT', type: muni, holding: null, website: 'https://www.loganutah.org', hq: 'Logan', city: 'Logan' },
  { name: 'Murray City Power', state: 'UT', type: muni, holding: null, website: 'https://www.murray.utah.gov', hq: 'Murray', city: 'Murray' },
  { name: 'Dixie Power', state: 'UT', type: coop, holding: null, website: 'https://www.dixiepower.com', hq: 'Beryl', counties: ['021', '053'] },
  { name: 'Garkane Energy', state: 'UT', type: coop, holding: null, website: 'https://www.garkaneenergy.com', hq: 'Loa', counties: ['017', '025', '055'] },
  { name: 'Moon Lake Electric Association', state: 'UT', type: coop, holding: null, website: 'https://www.mleainc.com', hq: 'Roosevelt', counties: ['013', '047'] },
  { name: 'Utah Power & Light', state: 'UT', type: iou, holding: 'PacifiCorp', website: 'https://www.rockymountainpower.net', hq: 'Salt Lake City', counties: ['035', '049'], active: false },
  // Illinois
  { name: 'ComEd', state: 'IL', type: iou, holding: 'Exelon', website: 'https://www.comed.com', hq: 'Chicago', counties: ['031', '037', '043', '063', '089', '091', '093', '097', '103', '111', '141', '197', '201'] },
  { name: 'Ameren Illinois', state: 'IL', type: iou, holding: 'Ameren Corporation', website: 'https://www.ameren.com/illinois', hq: 'Collinsville', counties: ['001', '019', '077', '095', '113', '115', '119', '143', '163', '167', '179', '183', '199'] },
  { name: 'MidAmerican Energy', state: 'IL', type: iou, holding: 'Berkshire Hathaway Energy', website: 'https://www.midamericanenergy.com', hq: 'Moline', counties: ['161'] },
  { name: 'City Water, Light & Power', state: 'IL', type: muni, holding: null, website: 'https://www.cwlp.com', hq: 'Springfield', city: 'Springfield' },
  { name: 'Naperville Electric Utility', state: 'IL', type: muni, holding: null, website: 'https://www.naperville.il.us', hq: 'Naperville', city: 'Naperville' },
  { name: 'Corn Belt Energy', state: 'IL', type: coop, holding: null, website: 'https://www.cornbeltenergy.com', hq: 'Bloomington', counties: ['113', '105'] },
  { name: 'Egyptian Electric Cooperative', state: 'IL', type: coop, holding: null, website: 'https://www.eeca.coop', hq: 'Steeleville', counties: ['077', '157'] },
  { name: 'Central Illinois Public Service', state: 'IL', type: iou, holding: 'Ameren Corporation', website: 'https://www.ameren.com/illinois', hq: 'Springfield', counties: ['167'], active: false },
];
