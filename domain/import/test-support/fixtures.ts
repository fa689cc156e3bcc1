// Files as the other apps write them, written for these tests from the formats' public
// descriptions (docs/decisions/034-importing-other-apps.md says where each comes from).

/** Bearable's older header: date first, then weekday. */
export const bearableCsv = [
  'date,weekday,time of day,category,rating/amount,detail,notes',
  '22nd Sep 2020,Tuesday,am,Symptoms,2,Headache (Moderate),"Bad night, woke at 4"',
  '22nd Sep 2020,Tuesday,am,Symptoms,1,Bloating (Mild),"Bad night, woke at 4"',
  '22nd Sep 2020,Tuesday,all day,Mood,7,,',
  '22nd Sep 2020,Tuesday,all day,Energy,3,,',
  '22nd Sep 2020,Tuesday,all day,Sleep,6:45,,',
  '22nd Sep 2020,Tuesday,all day,Sleep quality,2,,',
  '22nd Sep 2020,Tuesday,mid,Meals,,Meals: Steak | Baked potato,',
  '22nd Sep 2020,Tuesday,am,Meds/Supplements,400,Ibuprofen (mg),',
  '22nd Sep 2020,Tuesday,all day,Factors,,Coffee | Alcohol,',
  '23rd Sep 2020,Wednesday,19:30,Symptoms,3,Headache (Severe),',
  '23rd Sep 2020,Wednesday,pm,Meals,,Meals: Porridge,',
  '24th Sep 2020,Thursday,pre,Symptoms,1,Joint pain (Mild),',
  '24th Sep 2020,Thursday,am,Meds/Supplements,400,Ibuprofen (mg),',
  '25th Sep 2020,Friday,am,Symptoms,2,Headache (Moderate),',
].join('\n');

/** Bearable's newer header, with `date formatted` second. */
export const bearableNewerCsv = [
  'date,date formatted,weekday,time of day,category,rating/amount,detail,notes',
  '2021-03-01T09:00:00.000Z,1st Mar 2021,Monday,am,Symptoms,2,Fatigue (Moderate),',
  '2021-03-01T13:00:00.000Z,1st Mar 2021,Monday,mid,Meals,,Meals: Soup,',
].join('\n');

/** Flaredown's check-in export: trackables between Date and Tags, then Foods and the weather. */
export const flaredownCsv = [
  "Date,Crohn's disease,Abdominal pain,Fatigue,Prednisone,Probiotic,Tags,Foods,Icon,Temperature min,Temperature max,Precip intensity,Pressure,Humidity",
  '2019-05-01,2,3,1,20 mg,Taken,stress; travel,Toast; Coffee,cloudy,8,15,0,1012,80',
  '2019-05-02,1,0,2,20 mg,Not Taken,,Rice,rain,9,14,2,1008,90',
  '2019-05-03,4,4,4,,Taken,bad day,,,,,,,',
].join('\n');

/** A Tend export of version 1 (profile "none" answers inside the lists), hand-written. */
export const tendExportV1 = JSON.stringify({
  format: 'tend-export',
  version: 1,
  exportedAt: '2026-11-20T10:00:00.000Z',
  account: { name: 'Sam', email: 'sam@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
  profile: {
    name: 'Sam',
    timezone: 'Europe/London',
    conditions: ["Crohn's Disease"],
    medications: ['none'],
    symptoms: ['Digestive issues'],
  },
  journalEntries: [
    {
      id: '6f1d2b1e-0000-4000-8000-000000000001',
      type: 'food',
      content: 'Porridge with honey',
      occurredAt: '2026-03-02T08:00:00.000Z',
      details: { mealTime: 'breakfast', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
      createdAt: '2026-03-02T08:01:00.000Z',
      updatedAt: '2026-03-02T08:01:00.000Z',
    },
    {
      id: '6f1d2b1e-0000-4000-8000-000000000002',
      type: 'symptom',
      content: 'after lunch',
      occurredAt: '2026-03-02T13:30:00.000Z',
      details: {
        symptomRatings: { Bloating: 3, Fatigue: 0 },
        time_of_day: 'afternoon',
        exact_time: '13:30',
        stress: 4,
      },
      createdAt: '2026-03-02T13:31:00.000Z',
      updatedAt: '2026-03-02T13:31:00.000Z',
    },
    {
      id: '6f1d2b1e-0000-4000-8000-000000000003',
      type: 'bowel',
      content: '',
      occurredAt: '2026-03-03T07:00:00.000Z',
      details: { bristolType: 4, urgency: false, blood: false, time_of_day: 'morning' },
      createdAt: '2026-03-03T07:01:00.000Z',
      updatedAt: '2026-03-03T07:01:00.000Z',
    },
  ],
  favouriteMeals: [],
});

/** The same journal as a version 2 export, with medication changes and experiments. */
export const tendExportV2 = JSON.stringify({
  ...JSON.parse(tendExportV1),
  version: 2,
  profile: {
    name: 'Sam',
    timezone: 'Europe/London',
    conditions: ["Crohn's Disease"],
    medications: [],
    takesNoPrescriptionMedications: true,
    symptoms: ['Digestive issues'],
  },
  medicationChanges: [
    {
      id: '7a1d2b1e-0000-4000-8000-000000000001',
      date: '2026-02-01',
      precision: 'month',
      medication: 'Mesalazine',
      change: 'started',
      doseNote: '2 g a day',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  experiments: [
    {
      id: '8b1d2b1e-0000-4000-8000-000000000001',
      food: 'dairy',
      symptoms: ['bloating'],
      start: '2026-03-02',
      state: 'stopped',
      plan: {
        food: 'dairy',
        symptoms: ['bloating'],
        start: '2026-03-02',
        end: '2026-03-04',
        days: [
          { date: '2026-03-02', phase: 'baseline', food: 'as-usual' },
          { date: '2026-03-03', phase: 'avoid', food: 'avoid' },
          { date: '2026-03-04', phase: 'reintroduce', food: 'eat', portion: 'medium' },
        ],
      },
      pauses: [],
      extension: null,
      result: null,
      firstResult: null,
      endedOn: '2026-03-03',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-03T10:00:00.000Z',
    },
  ],
  questionnaires: [
    {
      id: '9c1d2b1e-0000-4000-8000-000000000001',
      instrument: 'hbi',
      date: '2026-03-02',
      answers: {
        'well-being': 1,
        'abdominal-pain': 2,
        'liquid-stools': 3,
        'abdominal-mass': 0,
        complications: ['arthralgia'],
      },
      total: 7,
      band: 'mild',
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  questionnaireSettings: null,
  reminders: {
    reminders: [
      {
        kind: 'meal',
        time: '08:00',
        weekdays: [1, 2, 3, 4, 5],
        channel: 'push',
        skipIfLogged: true,
        enabled: true,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    quietHours: null,
    pausedUntil: null,
    devices: [{ label: 'Phone', addedAt: '2026-03-01T10:00:00.000Z' }],
  },
  shareLinks: [],
});

/**
 * Pocket Symptom Tracker's JSON backup: `version: "1.0"`, lists of events with millisecond or ISO
 * timestamps (UTC); symptoms rated on their own scale (1-10 by default), medication events naming a
 * medication by id, the food journal with food names and portions per food.
 */
export const pocketSymptomTrackerJson = JSON.stringify({
  exportDate: '2025-10-20T18:00:00.000Z',
  version: '1.0',
  user: { id: 'user-1', name: 'Robin' },
  medications: [
    { id: 'med-1', name: 'Mesalazine', dosage: '800 mg', frequency: 'daily', isActive: true },
    { id: 'med-2', name: 'Loperamide', dosage: '2 mg', frequency: 'as needed', isActive: true },
  ],
  symptomInstances: [
    {
      id: 'sym-1',
      name: 'Abdominal pain',
      category: 'digestive',
      severity: 7,
      severityScale: { type: 'numeric', min: 1, max: 10 },
      location: 'lower left',
      notes: 'after lunch',
      timestamp: '2025-10-01T13:15:00.000Z',
    },
    {
      id: 'sym-2',
      name: 'Fatigue',
      category: 'general',
      severity: 2,
      severityScale: { type: 'numeric', min: 1, max: 10 },
      timestamp: '2025-10-01T19:40:00.000Z',
    },
    {
      id: 'sym-3',
      name: 'Bloating',
      category: 'digestive',
      severity: 4,
      severityScale: { type: 'descriptive', min: 0, max: 4 },
      timestamp: '2025-10-03T08:05:00.000Z',
    },
  ],
  foodJournal: [
    {
      timestamp: Date.parse('2025-10-01T12:30:00.000Z'),
      date: '2025-10-01',
      time: '12:30',
      mealType: 'lunch',
      foods: ['Rye bread', 'Cheddar'],
      portions: { 'Rye bread': 'large', Cheddar: 'large' },
      allergenTags: ['gluten', 'dairy'],
    },
    {
      timestamp: Date.parse('2025-10-02T21:10:00.000Z'),
      date: '2025-10-02',
      time: '21:10',
      mealType: 'snack',
      foods: ['Apple'],
      notes: 'late',
    },
  ],
  medicationEvents: [
    {
      id: 'me-1',
      medicationId: 'med-1',
      timestamp: Date.parse('2025-10-01T08:00:00.000Z'),
      taken: true,
      dosage: '800 mg',
    },
    { id: 'me-2', medicationId: 'med-1', timestamp: Date.parse('2025-10-03T08:00:00.000Z'), taken: true },
    { id: 'me-3', medicationId: 'med-2', timestamp: Date.parse('2025-10-01T15:00:00.000Z'), taken: true },
    { id: 'me-4', medicationId: 'med-2', timestamp: Date.parse('2025-10-02T15:00:00.000Z'), taken: false },
  ],
  moodEntries: [{ id: 'mood-1', timestamp: '2025-10-01T09:00:00.000Z', mood: 6, notes: 'tired' }],
  sleepEntries: [
    { id: 'sleep-1', date: '2025-10-01', hours: 6.8, quality: 4 },
    { id: 'sleep-2', date: '2025-10-02', hours: 8, quality: 8 },
  ],
  flares: [{ id: 'flare-1', startDate: '2025-09-30T00:00:00.000Z', severity: 6, bodyRegions: ['abdomen'] }],
  triggerEvents: [{ id: 'te-1', triggerId: 'stress', timestamp: 1759300000000, intensity: 'high' }],
});
