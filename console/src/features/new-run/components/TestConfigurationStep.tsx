import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Heading,
  Input,
  RadioCard,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  SCENARIO_TYPE_TILES,
  TEST_CREATION_MESSAGES,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  type WizardScenarioType,
  type WizardSelectOption,
  wizardRunOptionFields,
  wizardScenarioOptions,
  wizardVariantOf,
  WIZARD_CHOICE_LABELS,
  type WizardChoiceField,
  isMultipleChoiceField,
  runScenarioTypes,
  isWizardLocaleChoosable,
  suiteLocaleOf,
  wizardLocaleOptions,
  wizardChoiceFields,
  wizardChoiceOptions,
  wizardChoiceValues,
  wwaDeviceCategoryOptions,
  wwaTestPlanOptions,
} from '@oak/shared';
import { CheckboxGroupField } from '../../../components/forms/CheckboxGroupField';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { OptionSelect } from './OptionSelect';
import {
  addCategoryRow,
  categoryOptionsForRow,
  removeCategoryRow,
  setCategoryRowCategory,
  setCategoryRowScenarios,
  setWizardRunOption,
  setWizardScenarioType,
  showsAddOnCategoryRow,
  showsRemoveOnCategoryRows,
  setDeviceAttribute,
  setWwaDeviceCategory,
  setWwaTestPlans,
  setWizardChoice,
} from '../utils/wizard-state';

/** A run option as the field shows it. */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function CategoryRow({ index, categories }: { index: number; categories: readonly WizardSelectOption[] }) {
  const { state, errors, update } = useNewRunWizard();
  const rows = state.draft.customizedScenarios;
  const row = rows[index]!;
  const suite = state.draft.testSuite!;
  const values = categories.map((category) => category.value);
  const offered = categoryOptionsForRow(rows, index, values);
  const scenarios = row.category ? wizardScenarioOptions(suite, row.category) : [];
  const error = errors.scenario.customizedScenarios?.[String(index)];
  const rowLabel = `${WIZARD_LABELS.category} ${index + 1}`;
  return (
    <Box borderWidth="1px" rounded="md" p="4" role="group" aria-label={rowLabel}>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{rowLabel}</Field.Label>
          <OptionSelect
            value={row.category}
            options={categories.filter((category) => offered.includes(category.value))}
            onChange={(category) => update((current) => setCategoryRowCategory(current, index, category))}
          />
        </Field.Root>
        {scenarios.length > 0 && (
          <CheckboxGroupField
            label={WIZARD_LABELS.scenarios}
            groupLabel={`${WIZARD_LABELS.scenarios} ${index + 1}`}
            options={scenarios}
            value={row.scenarios}
            onChange={(chosen) => update((current) => setCategoryRowScenarios(current, index, chosen))}
          />
        )}
        {error && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{TEST_CREATION_MESSAGES.atIndex(error, index)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2">
          {showsAddOnCategoryRow(rows, index, values) && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => update((current) => addCategoryRow(current, values))}
            >
              {WIZARD_BUTTONS.add}
            </Button>
          )}
          {showsRemoveOnCategoryRows(rows) && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`${WIZARD_BUTTONS.remove} ${rowLabel}`}
              onClick={() => update((current) => removeCategoryRow(current, index))}
            >
              {WIZARD_BUTTONS.remove}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

/** Step 1's scenario selection in the custom-test wizard: STANDARD or CUSTOM and, for CUSTOM, the category rows. */
function ScenarioTypeAndCategories({ categories }: { categories: readonly WizardSelectOption[] }) {
  const { state, errors, update } = useNewRunWizard();
  const { draft } = state;
  return (
    <>
      <RadioCard.Root
        colorPalette="brand"
        value={draft.scenarioType}
        onValueChange={(change) => {
          if (change.value)
            update((current) => setWizardScenarioType(current, change.value as WizardScenarioType));
        }}
      >
        <RadioCard.Label>{WIZARD_LABELS.scenarioType}</RadioCard.Label>
        <HStack align="stretch">
          {SCENARIO_TYPE_TILES.map((tile) => (
            // Chakra's card only tints its background under the focus, as it does when checked: the ring
            // shows where a keyboard user is (WCAG 2.4.7).
            <RadioCard.Item key={tile.value} value={tile.value} focusVisibleRing="outside">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{tile.title}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{tile.description}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </HStack>
      </RadioCard.Root>
      {errors.scenario.scenarioType && <Text color="fg.error">{errors.scenario.scenarioType}</Text>}
      {draft.scenarioType === 'CUSTOM' &&
        draft.customizedScenarios.map((_, index) => (
          <CategoryRow key={index} index={index} categories={categories} />
        ))}
    </>
  );
}

/**
 * Step 1's scenario selection in the WWA wizard (doc 2 §2): the scenario type
 * is fixed to WWA; a device category, its test plans, and the device
 * attributes dimmable and irBlasters.
 */
function WwaSelection() {
  const { state, errors, update } = useNewRunWizard();
  const { deviceCategory, testPlans } = state.wwaScenarios;
  const plans = wwaTestPlanOptions(deviceCategory);
  const attributes = state.draft.deviceAttributes;
  return (
    <Stack gap="4">
      <Text>
        {WIZARD_LABELS.scenarioType}: {state.draft.scenarioType}
      </Text>
      <Field.Root maxW="md">
        <Field.Label>{WIZARD_LABELS.deviceCategory}</Field.Label>
        <OptionSelect
          value={deviceCategory}
          options={wwaDeviceCategoryOptions()}
          onChange={(category) => update((current) => setWwaDeviceCategory(current, category))}
        />
      </Field.Root>
      {plans.length > 0 && (
        <CheckboxGroupField
          label={WIZARD_LABELS.testPlan}
          options={plans}
          value={testPlans}
          onChange={(chosen) => update((current) => setWwaTestPlans(current, chosen))}
        />
      )}
      {errors.scenario.wwaScenarios && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{errors.scenario.wwaScenarios}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="1" role="group" aria-label={WIZARD_LABELS.deviceAttributes}>
        <Text fontSize="sm" fontWeight="medium">
          {WIZARD_LABELS.deviceAttributes}
        </Text>
        <HStack gap="6">
          {(['dimmable', 'irBlasters'] as const).map((attribute) => (
            <Checkbox.Root
              key={attribute}
              size="sm"
              colorPalette="brand"
              checked={attributes[attribute]}
              onCheckedChange={(change) =>
                update((current) => setDeviceAttribute(current, attribute, change.checked === true))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{WIZARD_LABELS[attribute]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}

/**
 * The choices the run's scenario types need (doc 2 §2 'noise selection,
 * trainers, lock type'): a checkbox group per list, a select for the lock
 * type, each showing the run's default until changed, its error below.
 */
function RunChoices({ fields }: { fields: readonly WizardChoiceField[] }) {
  const { state, errors, update } = useNewRunWizard();
  return (
    <Stack gap="4">
      {fields.map((field) => {
        const chosen = wizardChoiceValues(state.draft.testOptions, field);
        const error = errors.scenario.customTestOptions?.[field];
        const set = (values: readonly string[]) =>
          update((current) => setWizardChoice(current, field, values));
        if (!isMultipleChoiceField(field)) {
          return (
            <Field.Root key={field} invalid={!!error} maxW="xs">
              <Field.Label>{WIZARD_CHOICE_LABELS[field]}</Field.Label>
              <OptionSelect
                value={chosen[0] ?? ''}
                options={wizardChoiceOptions(field)}
                onChange={(value) => set(value ? [value] : [])}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          );
        }
        return (
          <CheckboxGroupField
            key={field}
            label={WIZARD_CHOICE_LABELS[field]}
            options={wizardChoiceOptions(field)}
            value={chosen}
            onChange={set}
            error={error}
            maxH="40"
          />
        );
      })}
    </Stack>
  );
}

/**
 * Step 1 of the custom-test wizard (doc 2 §2): general info (test name, the
 * suite's fixed locale, e-mail notification), then STANDARD or CUSTOM and,
 * for CUSTOM, the category rows.
 */
export function TestConfigurationStep({ categories }: { categories: readonly WizardSelectOption[] }) {
  const { state, errors, update } = useNewRunWizard();
  const { draft } = state;
  const runOptions = draft.testSuite ? wizardRunOptionFields(draft.testSuite, draft.scenarioType) : [];
  const wwa = wizardVariantOf(draft.testSuite?.displayName) === 'wwa';
  const scenarioTypes = draft.testSuite ? runScenarioTypes({ ...draft, testSuite: draft.testSuite }) : [];
  const choices = wwa ? [] : wizardChoiceFields(scenarioTypes);
  const locales = draft.testSuite ? wizardLocaleOptions(suiteLocaleOf(draft.testSuite), scenarioTypes) : [];
  const choosableLocale = !!draft.testSuite && isWizardLocaleChoosable(draft.testSuite.category, locales);
  return (
    <Stack gap="6">
      <Stack gap="4">
        <Heading size="md">{WIZARD_LABELS.generalInfo}</Heading>
        <Field.Root invalid={!!errors.scenario.name} required>
          <Field.Label>{WIZARD_LABELS.testName}</Field.Label>
          <Input
            value={draft.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              update((current) => ({ ...current, draft: { ...current.draft, name } }));
            }}
          />
          <Field.ErrorText>{errors.scenario.name}</Field.ErrorText>
        </Field.Root>
        {choosableLocale ? (
          <Field.Root invalid={!!errors.scenario.locale} maxW="xs">
            <Field.Label>{WIZARD_LABELS.locale}</Field.Label>
            <OptionSelect
              value={draft.locale}
              options={locales.map((locale) => ({ value: locale, label: locale }))}
              onChange={(locale) =>
                update((current) => ({ ...current, draft: { ...current.draft, locale } }))
              }
            />
            <Field.ErrorText>{errors.scenario.locale}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Field.Root invalid={!!errors.scenario.locale} disabled>
            <Field.Label>{WIZARD_LABELS.locale}</Field.Label>
            <Input value={draft.locale} readOnly />
            <Field.ErrorText>{errors.scenario.locale}</Field.ErrorText>
          </Field.Root>
        )}
        <Switch.Root
          colorPalette="brand"
          checked={draft.enableEmailNotification}
          onCheckedChange={(change) =>
            update((current) => ({
              ...current,
              draft: { ...current.draft, enableEmailNotification: change.checked },
            }))
          }
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{WIZARD_LABELS.enableEmailNotification}</Switch.Label>
        </Switch.Root>
      </Stack>
      <Stack gap="4">
        <Heading size="md">{WIZARD_LABELS.scenarioSelection}</Heading>
        {wwa ? <WwaSelection /> : <ScenarioTypeAndCategories categories={categories} />}
      </Stack>
      {(runOptions.length > 0 || choices.length > 0) && (
        <Stack gap="4">
          <Heading size="md">{WIZARD_LABELS.runOptions}</Heading>
          {choices.length > 0 && <RunChoices fields={choices} />}
          <HStack gap="4" align="start" wrap="wrap">
            {runOptions.map((field) => {
              const error = errors.scenario.customTestOptions?.[field];
              return (
                <Field.Root key={field} invalid={!!error} maxW="xs">
                  <Field.Label>{WIZARD_LABELS[field]}</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={textOf(draft.testOptions[field])}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      update((current) => setWizardRunOption(current, field, text));
                    }}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
