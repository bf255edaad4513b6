import { wizardTestSuites } from '@oak/shared';
import { mapActorRole, mapDutRoleCustomer, mapDutRoleDevice, roleMappingOf } from './wizard-mapping';
import { chooseWizardSuite } from './wizard-state';

const suite = wizardTestSuites([])[0]!;
const acme = { customerId: 'ACME-1', email: 'qa@acme.test' };
const kitchen = {
  name: 'Kitchen',
  dsn: 'G0KITCHEN',
  metadata: { typeId: 'ECHO', buildInfo: '123', namespace: 'ns' },
};

describe('the wizard feature-file mapping', () => {
  it('maps an actor role to a Pi, and unmaps it', () => {
    const mapped = mapActorRole(chooseWizardSuite(suite), 'Speaker', {
      id: 'pi-1',
      name: 'Speech 0.9 m 90°',
    });
    expect(mapped.draft.testMapping.actorMapping).toEqual([
      { name: 'Speaker', configType: 'actor', thingId: 'pi-1', piName: 'Speech 0.9 m 90°' },
    ]);
    const unmapped = mapActorRole(mapped, 'Speaker', undefined);
    expect(unmapped.draft.testMapping).toEqual({ mapping: [], actorMapping: [], deviceMapping: [] });
  });

  it('maps a DUT role to a customer, then a device, and clears the device when the customer changes', () => {
    let state = mapDutRoleCustomer(chooseWizardSuite(suite), 'DUT1', acme);
    expect(state.draft.testMapping.deviceMapping).toEqual([]);
    expect(mapDutRoleCustomer(state, 'DUT1', acme)).toBe(state);
    state = mapDutRoleDevice(state, 'DUT1', kitchen);
    expect(state.draft.testMapping.deviceMapping).toEqual([
      {
        dsn: 'G0KITCHEN',
        customerId: 'ACME-1',
        namespace: 'ns',
        deviceType: 'ECHO',
        buildInfo: '123',
        cidEmail: 'qa@acme.test',
      },
    ]);
    expect(roleMappingOf(state, 'DUT1')).toMatchObject({ dsn: 'G0KITCHEN', cidEmail: 'qa@acme.test' });
    const manual = mapDutRoleDevice(state, 'DUT1', { name: '', dsn: 'TYPED' });
    expect(manual.draft.testMapping.deviceMapping).toEqual([
      { dsn: 'TYPED', customerId: 'ACME-1', cidEmail: 'qa@acme.test' },
    ]);
    expect(mapDutRoleDevice(state, 'DUT1', undefined).draft.testMapping.deviceMapping).toEqual([]);
    const other = mapDutRoleCustomer(state, 'DUT1', { customerId: 'ACME-2', email: 'b@acme.test' });
    expect(roleMappingOf(other, 'DUT1')).toMatchObject({ customerId: 'ACME-2' });
    expect(roleMappingOf(other, 'DUT1')?.dsn).toBeUndefined();
    expect(mapDutRoleCustomer(other, 'DUT1', undefined).draft.testMapping.mapping).toEqual([]);
  });

  it('takes no device for a role without a customer', () => {
    const state = chooseWizardSuite(suite);
    expect(mapDutRoleDevice(state, 'DUT1', kitchen)).toBe(state);
  });
});
