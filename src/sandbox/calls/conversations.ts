import type { CallResolution } from '../../rest-enums.js';
/**
 * Sentence pools for seeded call transcripts: a solar company's customer conversations by topic.
 * Each topic has a reason, slots of interchangeable sentences in spoken order, and endings that fix
 * the disposition, summary and AI resolution so the classification agrees with what was said.
 */

export interface Ending {
  lines: string[];
  disposition: string;
  summary: string;
  /** Why the AI chose the disposition (for `classificationNote`). */
  because: string;
  resolution: CallResolution;
}

export interface Topic {
  /** The option name in the company-defined era. */
  reason: string;
  /** The legacy uppercase value calls held before custom options existed. */
  legacyReason: string;
  /** The topic in a few words, for voicemails and notes. */
  about: string;
  /** Why the AI chose the reason (for `classificationNote`). */
  because: string;
  /** Only this company uses the topic (its custom reason); undefined = every company. */
  companyId?: number;
  /** Interchangeable sentences per slot, slots in spoken order; the caller speaks first. */
  slots: string[][];
  endings: Ending[];
}

export const topics: Topic[] = [
  {
    reason: 'Service',
    legacyReason: 'SERVICE',
    about: 'my system not producing',
    because: 'the customer reported the system producing no power',
    slots: [
      [
        'Hi, my monitoring app has shown zero production since {day}.',
        'Hi, the inverter in my garage is flashing a red light.',
        "Hey, my panels don't seem to be producing anything today.",
      ],
      ["I'm sorry to hear that, let me pull up your system.", 'Thanks, I can see your site in our monitoring portal.'],
      [
        'It looks like the inverter lost its connection on {day} afternoon.',
        'I see a ground fault code on the inverter.',
        'Your gateway has been offline for about three days.',
      ],
      ['Could you check whether the AC disconnect next to the meter is switched on?', 'Can you try switching the breaker labeled solar off and back on?'],
    ],
    endings: [
      {
        lines: ['Okay, the switch was off, I think the landscapers bumped it.', 'Great, production should show up in the app within the hour.'],
        disposition: 'Issue resolved',
        summary: '{name} reported zero production; the AC disconnect had been switched off and was turned back on.',
        because: 'the system came back online during the call',
        resolution: 'RESOLVED',
      },
      {
        lines: ['I tried that and the light is still red.', "I'll book a technician to come out, does {day} morning work?", 'Yes, {day} morning is fine.'],
        disposition: 'Visit scheduled',
        summary: 'Inverter still faulted after a breaker reset; technician visit booked for {day} morning.',
        because: 'a technician visit was booked',
        resolution: 'RESOLVED',
      },
      {
        lines: [
          'It still shows the same fault.',
          'This looks like a hardware failure, so I am opening a case with the inverter manufacturer.',
          "We'll call you once we have an RMA number.",
        ],
        disposition: 'Escalation',
        summary: 'Repeated inverter ground fault; case opened with the manufacturer for a replacement.',
        because: 'the fault needs the manufacturer',
        resolution: 'ESCALATED',
      },
    ],
  },
  {
    reason: 'Accounting',
    legacyReason: 'ACCOUNTING',
    about: 'my invoice',
    because: 'the call was about an invoice or payment',
    slots: [
      [
        'Hi, I got an invoice for the final payment and I had a question about it.',
        'Hello, I think I was charged twice for the permit fee.',
        'Hi, I wanted to check that my loan company paid the second draw.',
      ],
      ['Of course, let me open your account.', 'Sure, can you confirm the address on the project?'],
      ["It's {street}.", 'The install address is {street}.'],
      ['Thanks, I have your invoices in front of me.', 'Got it, I can see the payment history.'],
    ],
    endings: [
      {
        lines: ['The second line is the interconnection fee, not a duplicate charge.', 'Oh, that makes sense, thank you.'],
        disposition: 'Info provided',
        summary: '{name} asked about an invoice line; it was the interconnection fee, not a duplicate.',
        because: 'the question was answered on the call',
        resolution: 'RESOLVED',
      },
      {
        lines: ["I don't see the lender's payment yet.", "I'll check with our finance team and call you back by {day}."],
        disposition: 'Follow up',
        summary: 'Lender draw not yet received; finance team to confirm and call back by {day}.',
        because: 'a callback was promised',
        resolution: 'UNRESOLVED',
      },
    ],
  },
  {
    reason: 'Process',
    legacyReason: 'PROCESS',
    about: 'my install date',
    because: 'the customer asked where their project stands',
    slots: [
      ['Hi, I signed a few weeks ago and wanted to know when the install will happen.', 'Hello, is there an update on my project?'],
      ['Let me check where your project is.', 'Sure, one moment while I pull up the project.'],
      [
        'Your design is approved and we are waiting on the utility interconnection approval.',
        'The permit was approved on {day}, so the next step is scheduling the crew.',
      ],
      ['How long does that usually take?', 'Will someone need to be home?'],
    ],
    endings: [
      {
        lines: ['Usually two to three weeks, and we will email you as soon as it comes in.', 'Perfect, thanks for the update.'],
        disposition: 'Info provided',
        summary: '{name} asked for a project update; told the project is waiting on utility approval.',
        because: 'the status was explained',
        resolution: 'RESOLVED',
      },
      {
        lines: ['I can put you on the calendar for {day}, the crew arrives around eight.', "That works, I'll leave the gate open."],
        disposition: 'Visit scheduled',
        summary: 'Installation booked for {day}; crew arrives around 8 am.',
        because: 'the installation was scheduled',
        resolution: 'RESOLVED',
      },
    ],
  },
  {
    reason: 'Product',
    legacyReason: 'PRODUCT',
    about: 'the battery',
    because: 'the customer asked how the equipment works',
    slots: [
      ['Hi, we had a power outage last night and I expected the battery to keep the lights on.', 'Hello, I wanted to understand how the battery backup works.'],
      ['Happy to explain.', 'Good question, let me look at your configuration.'],
      ['Your battery is set to backup only the essential loads panel.', 'The battery reserves twenty percent for outages by default.'],
      ['So the kitchen outlets are not on backup?', 'Can I change how much it keeps in reserve?'],
    ],
    endings: [
      {
        lines: ['Right, only the circuits in the small panel are backed up, and you can change the reserve in the app.', 'Okay, that clears it up.'],
        disposition: 'Info provided',
        summary: 'Explained battery backup covers the essential loads panel and how to change the reserve.',
        because: 'the product question was answered',
        resolution: 'RESOLVED',
      },
    ],
  },
  {
    reason: 'Revenue opportunity',
    legacyReason: 'REVENUE_OPPORTUNITY',
    about: 'adding a charger',
    because: 'the customer asked about buying more equipment',
    slots: [
      ["Hi, we just bought an electric car and I'd like a charger installed.", 'Hello, I am thinking about adding a battery to my system.'],
      ['Great, we can definitely help with that.', 'That is a good fit with your existing panels.'],
      ['Is your main panel in the garage or outside?', 'Do you know the size of your main breaker?'],
      ["It's in the garage, I think it's a 200 amp panel.", "I'm not sure, it's outside by the meter."],
    ],
    endings: [
      {
        lines: ['I can send an estimator out on {day} to measure.', 'That works for me.'],
        disposition: 'Visit scheduled',
        summary: '{name} wants to add equipment; site survey booked for {day}.',
        because: 'a site survey was booked',
        resolution: 'RESOLVED',
      },
      {
        lines: ['I will email you a quote with two options by {day}.', 'Sounds good, thanks.'],
        disposition: 'Follow up',
        summary: 'Upsell interest from {name}; quote with two options to be emailed by {day}.',
        because: 'a quote will be sent',
        resolution: 'UNRESOLVED',
      },
    ],
  },
  {
    reason: 'Feedback',
    legacyReason: 'FEEDBACK',
    about: 'the installation',
    because: 'the customer commented on the service they received',
    slots: [
      ['Hi, I just wanted to say the crew did a great job yesterday.', 'Hello, I am calling because the crew left debris in my yard.'],
      ['Thank you for letting us know.', "I'm sorry about that, thank you for telling us."],
      ['I will pass this on to the installation manager.', 'Can you tell me which side of the house?'],
    ],
    endings: [
      {
        lines: ['They were really professional and cleaned up well.', 'That is great to hear, have a good day.'],
        disposition: 'No action',
        summary: '{name} called to compliment the installation crew.',
        because: 'nothing needed to be done',
        resolution: 'RESOLVED',
      },
      {
        lines: ['There are screws and wire clippings by the back fence.', 'I am sending this to our operations manager, and someone will come clean it up.'],
        disposition: 'Escalation',
        summary: 'Complaint about debris left after the installation; sent to the operations manager.',
        because: 'the complaint was passed to a manager',
        resolution: 'ESCALATED',
      },
    ],
  },
  {
    reason: 'Permit question',
    legacyReason: 'PROCESS',
    about: 'the permit',
    because: 'the customer asked about the building permit',
    companyId: 1,
    slots: [
      ['Hi, the city sent me a letter about a permit for my solar system.', 'Hello, my HOA wants a copy of the permit before the install.'],
      ['No problem, let me check the permit status.', 'Sure, I can help with that.'],
      ['The permit was submitted on {day} and is in plan review.', 'Your permit was approved and the final inspection is still open.'],
    ],
    endings: [
      {
        lines: ['I will email you the approved permit and the plan set today.', 'Great, I will forward it to the HOA.'],
        disposition: 'Info provided',
        summary: '{name} needed the permit for the HOA; approved permit and plans emailed.',
        because: 'the documents were sent',
        resolution: 'RESOLVED',
      },
      {
        lines: ['I will call the building department and get back to you by {day}.', 'Thank you.'],
        disposition: 'Callback scheduled',
        summary: 'Permit still in review; agent to call the building department and update {name} by {day}.',
        because: 'a callback was arranged',
        resolution: 'UNRESOLVED',
      },
    ],
  },
  {
    reason: 'Warranty claim',
    legacyReason: 'SERVICE',
    about: 'a leak',
    because: 'the customer reported damage covered by the workmanship warranty',
    companyId: 1,
    slots: [
      ['Hi, I have a water stain on the ceiling under the panels.', 'Hello, one of my panels has a cracked glass.'],
      ["I'm sorry about that, your system is still under our workmanship warranty.", 'Thank you for calling, that is covered by your warranty.'],
      ['Can you send a photo of the damage to our service email?', 'When did you first notice it?'],
    ],
    endings: [
      {
        lines: ['I am opening a warranty ticket and our roofing partner will reach out.', 'Okay, thank you.'],
        disposition: 'Warranty ticket opened',
        summary: 'Possible roof leak under the array; warranty ticket opened with the roofing partner.',
        because: 'a warranty ticket was created',
        resolution: 'ESCALATED',
      },
      {
        lines: ['I can have a technician inspect it on {day}.', 'Yes, please.'],
        disposition: 'Visit scheduled',
        summary: 'Cracked panel reported under warranty; inspection scheduled for {day}.',
        because: 'an inspection was booked',
        resolution: 'RESOLVED',
      },
    ],
  },
  {
    reason: 'Change order',
    legacyReason: 'PROCESS',
    about: 'a change to the project',
    because: 'the customer asked to change the scope of the project',
    companyId: 2,
    slots: [
      [
        'Hi, our board approved adding the carport on the north lot to the project.',
        'Hello, we would like to move the inverters to the other side of the building.',
      ],
      ['Understood, that will need a change order.', 'Okay, let me check with the project manager.'],
      ['The structural drawings will need an update too.', 'That affects the conduit runs and the schedule.'],
    ],
    endings: [
      {
        lines: ['I will send you a change order estimate by {day}.', 'Good, please copy our facilities manager.'],
        disposition: 'Estimate sent',
        summary: 'Customer requested a scope change; change order estimate promised by {day}.',
        because: 'an estimate is being prepared',
        resolution: 'UNRESOLVED',
      },
    ],
  },
];

export const greetings = [
  'Thanks for calling {company}, this is {agent}.',
  'Good morning, {company}, {agent} speaking.',
  '{company}, this is {agent}, how can I help?',
];
export const outboundGreetings = [
  'Hi {name}, this is {agent} from {company}, returning your call.',
  'Hi {name}, {agent} with {company} here, you left us a message earlier?',
];
export const aiGreetings = ['Thanks for calling {company}, this is the virtual assistant, how can I help?'];
export const goodbyes = ['Is there anything else I can help with today?', 'Thanks for calling, have a good day.', 'Thanks for your patience, take care.'];

export const inboundVoicemail = [
  ['Hi, this is {name} calling about {about}.', 'Hi {company}, it is {name}, I have a question about {about}.'],
  ['Please give me a call back at this number.', 'You can reach me after five today.', 'Call me back when you get a chance.'],
  ['Thanks, bye.', 'Thank you.'],
];
export const outboundVoicemail = [
  ['Hi {name}, this is {agent} from {company}, calling about {about}.'],
  ['Please call us back at your convenience.', 'I will also send you an email with the details.'],
  ['Have a great day.', 'Thanks, talk soon.'],
];

export const notes = [
  'Customer prefers text messages.',
  'Called back after voicemail.',
  '<p>Customer asked for a callback <b>after 5 pm</b>.</p>',
  '<p>Sent follow-up email with the documents.</p>',
  'Gate code 4417 for site access.',
  '<ul><li>Confirmed address</li><li>Updated phone number</li></ul>',
  'Spanish speaker, asked for Luis.',
  'Transferred from front desk.',
];

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Fills `{placeholders}`; unknown ones stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
