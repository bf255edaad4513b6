import { NEW_JOB_MESSAGES, NEW_JOB_WARNINGS } from '../jobs/job.messages';
import { EMPTY_WIZARD_TEST_MAPPING } from './lab-mapping.schema';
import { draftPlayabilityProblems, draftPlayabilityWarnings, labsOfferedFor } from './lab-playability.rule';
import { wizardTestSuites } from './suite-catalogue.rule';
import { type NewRunPayloadDraft } from './test-draft.schema';
import { DEFAULT_DEVICE_ATTRIBUTES } from './wizard.constant';

const acoustic = wizardTestSuites([]).find((suite) => suite.id === 'AVSCertSimulation')!;

describe('whether the chosen lab can play the run the wizard holds', () => {
  // A custom acoustic run as the wizard holds it before a lab is chosen.
  const draft: NewRunPayloadDraft = {
    name: '',
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    customizedScenarios: [{ category: 'AC_FAR_FIELD', scenarios: ['2.7m-30deg'] }],
    deviceAttributes: { ...DEFAULT_DEVICE_ATTRIBUTES },
    testSuite: acoustic,
    testMapping: EMPTY_WIZARD_TEST_MAPPING,
    testOptions: {},
    labId: '',
    accountConfig: [],
    optionalDuts: [],
    referenceMicConsent: false,
  };
  const lab = (locations: Record<string, string>) => ({
    name: 'Booth',
    preference: {
      actor_mapping_preference: Object.fromEntries(
        Object.entries(locations).map(([id, location]) => [id, { name: id, location }]),
      ),
    },
  });

  it('names the positions where the lab has no Pi, read from its preference', () => {
    expect(draftPlayabilityProblems(draft, lab({ a: '2.7 m 30 deg' }), [{ id: 'a' }, { id: 'b' }])).toEqual([
      NEW_JOB_MESSAGES.noPiAt('Booth', '1.8 m 135 deg'),
    ]);
    expect(
      draftPlayabilityProblems(draft, lab({ a: '2.7m-30deg', b: '1.8m-135deg' }), [{ id: 'a' }, { id: 'b' }]),
    ).toEqual([]);
  });

  it('says nothing before a suite and a lab are chosen', () => {
    expect(draftPlayabilityProblems({ ...draft, testSuite: undefined }, lab({}), [])).toEqual([]);
    expect(draftPlayabilityProblems(draft, undefined, [])).toEqual([]);
    expect(draftPlayabilityWarnings({ ...draft, testSuite: undefined }, lab({}), [])).toEqual([]);
    expect(draftPlayabilityWarnings(draft, undefined, [])).toEqual([]);
  });

  it("warns that a standard run's far field plays from 2.7 m where its Speaker stands at 0.9 m 90 deg, which the server accepts (issue 29)", () => {
    const everywhere = lab({
      s: '0.9m-90deg',
      n: '0.9m-30deg',
      f: '2.7m-30deg',
      g: '2.7m-90deg',
      z: '1.8m-135deg',
    });
    const pis = ['s', 'n', 'f', 'g', 'z'].map((id) => ({ id }));
    const standard: NewRunPayloadDraft = {
      ...draft,
      scenarioType: 'STANDARD',
      customizedScenarios: [],
      testMapping: {
        ...EMPTY_WIZARD_TEST_MAPPING,
        actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: 's' }],
      },
    };
    expect(draftPlayabilityProblems(standard, everywhere, pis)).toEqual([]);
    expect(draftPlayabilityWarnings(standard, everywhere, pis)).toEqual([
      NEW_JOB_WARNINGS.playsElsewhere('AC_FAR_FIELD', '0.9 m 90 deg', '2.7 m 30 deg and 2.7 m 90 deg'),
    ]);
    // A custom run chose its positions: nothing to warn of.
    expect(draftPlayabilityWarnings(draft, everywhere, pis)).toEqual([]);
  });

  it('offers the labs with a Pi at one position at least the run plays from, and every lab before a suite or whose positions are not set', () => {
    const far = { ...lab({ a: '2.7 m 30 deg' }), name: 'Far' };
    const car = { ...lab({ c: 'automotive-companion' }), name: 'Car' };
    const bare = { name: 'Bare', preference: null };
    expect(labsOfferedFor(draft, [far, car, bare]).map((offered) => offered.name)).toEqual(['Far', 'Bare']);
    expect(labsOfferedFor({ ...draft, testSuite: undefined }, [far, car, bare])).toHaveLength(3);
  });
});
