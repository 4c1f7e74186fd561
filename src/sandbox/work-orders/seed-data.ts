import type { LabelType, ParentRecordType } from '../../rest-enums.js';
/** The demo company's work order templates and labels: solar, electrical, roofing and service work. */

export interface TemplateDef {
  title: string;
  /** Titles of work orders made from it (the first is the template title itself). */
  titles?: string[];
  description: string;
  type: 'FIELD' | 'OFFICE';
  scopes: ParentRecordType[];
  priority: number;
  checklist: string[];
  fileRequests?: string[];
  labels?: string[];
  assigneeProperty?: 'PROJECT_MANAGER' | 'SALES_REP' | 'OWNER';
  /** Local working window of a field visit, minutes from midnight. */
  hours?: [number, number];
  /** Field work spanning several consecutive days. */
  multiDay?: boolean;
}

export const templateDefs: TemplateDef[] = [
  {
    title: 'Site Survey',
    description: 'Collect roof, structural and electrical data needed for system design.',
    type: 'FIELD',
    scopes: ['PROJECT', 'OPPORTUNITY'],
    priority: 3,
    checklist: [
      'Photograph all roof planes',
      'Measure roof pitch and azimuth',
      'Inspect attic framing and rafter spacing',
      'Photograph main service panel and meter',
      'Run shade analysis',
    ],
    fileRequests: ['Roof photos', 'Main panel photos'],
    hours: [8 * 60, 11 * 60],
  },
  {
    title: 'Sales Site Assessment',
    description: 'Walk the property with the homeowner and confirm the system is a fit before the proposal.',
    type: 'FIELD',
    scopes: ['OPPORTUNITY'],
    priority: 3,
    checklist: ['Review utility bills with homeowner', 'Check roof age and condition', 'Confirm main panel capacity', 'Discuss financing options'],
    assigneeProperty: 'SALES_REP',
    hours: [16 * 60, 17 * 60 + 30],
  },
  {
    title: 'Design & Engineering Review',
    description: 'Finalize the plan set and structural calculations.',
    type: 'OFFICE',
    scopes: ['PROJECT'],
    priority: 3,
    checklist: ['Verify module layout against fire setbacks', 'Confirm string sizing and inverter loading', 'Obtain structural engineer stamp'],
    assigneeProperty: 'PROJECT_MANAGER',
  },
  {
    title: 'Permit Submission',
    description: 'Submit the building and electrical permit package to the AHJ.',
    type: 'OFFICE',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: ['Compile plan set and spec sheets', 'Submit through the AHJ portal', 'Pay permit fees'],
    fileRequests: ['Approved permit card'],
    assigneeProperty: 'PROJECT_MANAGER',
  },
  {
    title: 'Install Day 1 – Racking & Modules',
    description: 'Mechanical install: attachments, rails and modules.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: ['Safety briefing and fall protection set up', 'Install flashing and attachments', 'Mount rails and modules', 'Torque check all clamps'],
    labels: ['Crew A'],
    hours: [7 * 60 + 30, 16 * 60],
  },
  {
    title: 'Install Day 2 – Electrical',
    description: 'Electrical install: conduit, inverter, disconnect and panel tie-in.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: ['Run conduit to inverter location', 'Install inverter and AC disconnect', 'Land conductors in main panel', 'Label all equipment per NEC 690'],
    fileRequests: ['Panel label photo'],
    hours: [7 * 60 + 30, 15 * 60 + 30],
  },
  {
    title: 'Battery Storage Install',
    description: 'Install the battery, gateway and backup loads panel.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: ['Mount battery and gateway', 'Wire backup loads panel', 'Commission system in installer app'],
    hours: [8 * 60, 15 * 60],
  },
  {
    title: 'Main Panel Upgrade',
    description: 'Replace the main service panel ahead of the solar tie-in.',
    type: 'FIELD',
    scopes: ['PROJECT', 'ACCOUNT'],
    priority: 2,
    checklist: ['Coordinate utility disconnect', 'Swap to 200A main panel', 'Re-terminate branch circuits', 'Request utility reconnect'],
    hours: [8 * 60, 14 * 60],
  },
  {
    title: 'Roof Replacement',
    description: 'Tear off and re-roof before the array goes on.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: [
      'Tear off existing shingles',
      'Replace damaged decking',
      'Install underlayment and ice shield',
      'Install shingles and ridge vent',
      'Magnet sweep for nails',
    ],
    labels: ['Crew B'],
    hours: [7 * 60, 16 * 60],
    multiDay: true,
  },
  {
    title: 'EV Charger Install',
    description: 'Install a Level 2 charger on a dedicated circuit.',
    type: 'FIELD',
    scopes: ['PROJECT', 'ACCOUNT'],
    priority: 3,
    checklist: ['Confirm breaker space and load calculation', 'Mount charger and run circuit', 'Test a charging session with the customer'],
    hours: [9 * 60, 13 * 60],
  },
  {
    title: 'City Inspection',
    description: 'Final building and electrical inspection with the AHJ inspector.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 2,
    checklist: ['Meet inspector on site', 'Open attic and panel for inspection', 'Upload signed inspection card'],
    fileRequests: ['Signed inspection card'],
    hours: [9 * 60, 11 * 60],
  },
  {
    title: 'PTO & Utility Interconnection',
    description: 'Get permission to operate from the utility.',
    type: 'OFFICE',
    scopes: ['PROJECT'],
    priority: 3,
    checklist: ['Submit interconnection application', 'Schedule meter swap', 'Send PTO letter to customer'],
    assigneeProperty: 'PROJECT_MANAGER',
  },
  {
    title: 'Final Walkthrough',
    description: 'Hand the system over to the customer.',
    type: 'FIELD',
    scopes: ['PROJECT'],
    priority: 4,
    checklist: ['Walk customer through the monitoring app', 'Collect signed completion certificate'],
    fileRequests: ['Signed completion certificate'],
    hours: [15 * 60, 16 * 60 + 30],
  },
  {
    title: 'Service Call',
    titles: [
      'Service Call – System Offline',
      'Service Call – Inverter Fault',
      'Service Call – Breaker Tripping',
      'Service Call – Low Production',
      'Service Call – Monitoring Offline',
    ],
    description: 'Diagnose and fix a reported problem on an installed system.',
    type: 'FIELD',
    scopes: ['ACCOUNT'],
    priority: 1,
    checklist: ['Check inverter error codes', 'Test string voltages', 'Reset or replace failed component', 'Confirm production in monitoring'],
    fileRequests: ['Before and after photos'],
    hours: [9 * 60, 12 * 60],
  },
  {
    title: 'Annual Maintenance',
    titles: ['Annual Maintenance – Panel Cleaning', 'Annual Maintenance – Battery Health Check'],
    description: 'Scheduled preventive maintenance visit.',
    type: 'FIELD',
    scopes: ['ACCOUNT'],
    priority: 4,
    checklist: ['Clean module surfaces', 'Inspect racking and wiring', 'Thermal scan of connections'],
    hours: [8 * 60, 12 * 60],
  },
  {
    title: 'Roof Leak Repair',
    description: 'Find and seal a roof leak reported near the array.',
    type: 'FIELD',
    scopes: ['ACCOUNT'],
    priority: 1,
    checklist: ['Locate leak source', 'Reseal penetrations', 'Water test the repaired area'],
    labels: ['Warranty'],
    hours: [10 * 60, 14 * 60],
  },
  {
    title: 'Warranty Claim',
    description: 'File a manufacturer warranty claim for failed equipment.',
    type: 'OFFICE',
    scopes: ['ACCOUNT'],
    priority: 3,
    checklist: ['Collect serial numbers', 'File claim with manufacturer', 'Schedule replacement visit'],
    labels: ['Warranty'],
  },
];

export const labelDefs: { name: string; color: string; type: LabelType }[] = [
  { name: 'Urgent', color: '#E53935', type: 'WORK' },
  { name: 'Warranty', color: '#8E24AA', type: 'WORK' },
  { name: 'Rework', color: '#FB8C00', type: 'WORK' },
  { name: 'Needs Parts', color: '#FDD835', type: 'WORK' },
  { name: 'Customer Requested', color: '#1E88E5', type: 'WORK' },
  { name: 'Weather Hold', color: '#546E7A', type: 'WORK' },
  { name: 'Commercial', color: '#00897B', type: 'WORK' },
  { name: 'Crew A', color: '#43A047', type: 'WORK' },
  // Stored without the '#', as older labels are.
  { name: 'Crew B', color: '6D4C41', type: 'WORK' },
  { name: 'Failed Inspection', color: '#D81B60', type: 'WORK' },
  { name: 'Monitored', color: '#3949AB', type: 'ASSET' },
  { name: 'Under Warranty', color: '#7CB342', type: 'ASSET' },
  { name: 'End of Life', color: '#757575', type: 'ASSET' },
];

export const visitNotes = ['Crew of 2', 'Call customer 30 minutes ahead', 'Gate code on file', 'Dog on property', 'Bring 24ft ladder', null, null, null];
