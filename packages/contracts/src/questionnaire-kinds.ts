/**
 * What a questionnaire item stands for (its `mappedTo`), grouped by the questionnaire section they belong in. The Sea
 * Searcher import, the consumption entries and the CII projection find items by these keys.
 */
export const questionnaireKindGroups = {
  general: [
    'vesselName',
    'imoNumber',
    'owner',
    'technicalManager',
    'commercialManager',
    'vesselType',
    'buildYear',
    'shipyard',
    'flag',
    'classSociety',
    'grossTonnage',
    'deadweight',
    'lengthOverall',
    'beam',
    'designDraught',
    'designSpeed',
    'nextDrydockDate',
  ],
  machinery: [
    'mainEngineMaker',
    'mainEngineModel',
    'mainEngineMcrPower',
    'mainEngineSfoc',
    'auxiliaryEnginesNumber',
    'auxiliaryEngineMaker',
    'auxiliaryEnginePower',
    'boilerMaker',
    'boilerCapacity',
    'hullPaintType',
    'hullPaintLastApplication',
    'propellerType',
    'ballastWaterTreatmentSystem',
    'loadingComputer',
    'scrubber',
  ],
  consumption: [
    'mainEngineConsumption',
    'auxiliaryEnginesConsumption',
    'boilerConsumption',
    'otherConsumption',
    'fuelTypesUsed',
    'imoDcsData',
  ],
  operation: [
    'daysAtSeaBallast',
    'daysAtSeaLaden',
    'daysIdleAtLoadPort',
    'daysDischarging',
    'averageSpeedBallast',
    'averageSpeedLaden',
    'tradeRoute',
    'totalAnnualDistance',
  ],
  energySaving: ['existingEnergySavingDevices', 'plannedRetrofits', 'interestInTechnologies'],
} as const;

export type QuestionnaireKindGroup = keyof typeof questionnaireKindGroups;
export type QuestionnaireKind = (typeof questionnaireKindGroups)[QuestionnaireKindGroup][number];

export const questionnaireKinds = Object.values(questionnaireKindGroups).flat() as QuestionnaireKind[];

export function isQuestionnaireKind(value: string): value is QuestionnaireKind {
  return (questionnaireKinds as string[]).includes(value);
}

export function kindGroupOf(kind: QuestionnaireKind): QuestionnaireKindGroup {
  const entry = Object.entries(questionnaireKindGroups).find(([, kinds]) =>
    (kinds as readonly string[]).includes(kind),
  );
  return entry![0] as QuestionnaireKindGroup;
}
