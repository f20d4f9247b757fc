import { describe, expect, it } from 'vitest';
import { type IncludedTechnologyData, type ReportCalculationData, reportCalculationInput } from '../src/index.ts';
import { AUX, HFO, HYDRO, ME } from './builders.ts';

const coating: IncludedTechnologyData = {
  technology: { id: 7, name: 'Hull coating' },
  savingsCategory: HYDRO,
  consumptionCategories: [ME],
  calcSavings: null,
  calcConfidenceInterval: 20,
  calcEquipmentCost: 1000,
  calcInstallationCost: Number.NaN,
  calcOperationCost: 50,
  fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedCalcSavingsInMt: 120 }],
  windAssisted: false,
  windPowerKw: null,
};

const data = (over: Partial<ReportCalculationData> = {}): ReportCalculationData => ({
  consumptionRows: [{ consumptionCategory: ME, consumptionType: HFO, annualConsumption: 5000 }],
  consumptionRates: [{ consumptionType: HFO, price: 600, co2ConversionConstant: 3.114, fuelKind: 'HFO' }],
  includedTechnologies: [coating],
  categoryListEntries: [],
  regulatoryImpact: null,
  questionnaireAnswers: [],
  vesselTypeName: 'Tanker',
  ...over,
});

describe('reportCalculationInput', () => {
  it('takes the rows, rates and technologies as the engine names them; a value that is not a number counts as 0', () => {
    const input = reportCalculationInput(data());
    expect(input.consumptionRows).toEqual([
      { consumptionCategory: ME, consumptionType: HFO, annualConsumptionInMt: 5000 },
    ]);
    expect(input.consumptionRates).toEqual([
      { consumptionType: HFO, pricePerMt: 600, co2ConversionConstant: 3.114, fuelKind: 'HFO', ciiFuel: 'HFO' },
    ]);
    expect(input.includedTechnologies).toEqual([
      {
        technology: coating.technology,
        savingsCategory: HYDRO,
        consumptionCategories: [ME],
        savingsPct: 0,
        fixedSavings: [{ consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 120 }],
        equipmentCost: 1000,
        installationCost: 0,
        operationCost: 50,
        confidenceInterval: 20,
        windAssisted: false,
        windPowerKw: null,
        serviceLifeYears: null,
      },
    ]);
  });

  it('takes the CII fuel from the fuel kind (MDO/MGO share Cf 3.206), and the name for Other', () => {
    const rate = (fuelKind: 'MDO/MGO' | 'Other' | null) =>
      reportCalculationInput(
        data({ consumptionRates: [{ consumptionType: HFO, price: 1, co2ConversionConstant: 3, fuelKind }] }),
      ).consumptionRates[0]?.ciiFuel;
    expect(rate('MDO/MGO')).toBe('MDO');
    expect(rate('Other')).toBeNull();
    expect(rate(null)).toBeNull();
  });

  it("reads the main engine's MCR power from its questionnaire answer, for the wind reward", () => {
    const answers = [{ mappedTo: 'mainEngineMcrPower', value: '9,480 kW at 127 rpm' }];
    expect(reportCalculationInput(data({ questionnaireAnswers: answers })).mainEngineMcrKw).toBe(9480);
    expect(reportCalculationInput(data()).mainEngineMcrKw).toBeNull();
  });

  it('groups the list entries by category id, each by calculationSequence, whatever their order', () => {
    const entry = (category: typeof ME, id: number, calculationSequence: number) => ({
      consumptionCategory: category,
      technology: { id, name: `T${id}` },
      calculationSequence,
    });
    const input = reportCalculationInput(
      data({ categoryListEntries: [entry(AUX, 3, 0), entry(ME, 2, 5), entry(ME, 1, 1)] }),
    );
    expect(input.categoryOrders).toEqual([
      {
        consumptionCategory: ME,
        technologies: [
          { technology: { id: 1, name: 'T1' }, calculationSequence: 1 },
          { technology: { id: 2, name: 'T2' }, calculationSequence: 5 },
        ],
      },
      { consumptionCategory: AUX, technologies: [{ technology: { id: 3, name: 'T3' }, calculationSequence: 0 }] },
    ]);
  });

  it("reads the CII particulars from the first answered item of each kind, the ship type from the vessel's type when unknown", () => {
    const answers = [
      { mappedTo: 'deadweight', value: '  ' },
      { mappedTo: 'deadweight', value: '81,000 DWT' },
      { mappedTo: 'deadweight', value: '50000' },
      { mappedTo: 'vesselType', value: 'Something else' },
      { mappedTo: 'totalAnnualDistance', value: '4 500 nm' },
      { mappedTo: null, value: '12' },
    ];
    expect(reportCalculationInput(data({ questionnaireAnswers: answers })).cii).toEqual({
      shipType: 'tanker',
      deadweight: 81000,
      grossTonnage: null,
      annualDistanceNm: 4500,
    });
    const bulk = [{ mappedTo: 'vesselType', value: 'Bulk carrier' }];
    expect(reportCalculationInput(data({ questionnaireAnswers: bulk })).cii?.shipType).toBe('bulkCarrier');
  });

  it('passes the regulatory impact on as the report has it', () => {
    const regulatoryImpact = { pctInEu: 50, carbonRate: 85, startYear: 2025, numberOfYears: 5, usdPerEur: 1.08 };
    expect(reportCalculationInput(data({ regulatoryImpact })).regulatoryImpact).toEqual(regulatoryImpact);
    expect(reportCalculationInput(data()).regulatoryImpact).toBeNull();
  });
});
