import {
  type NewRunContext,
  type NewRunLabErrors,
  type NewRunScenarioErrors,
  type WizardStepIndex,
} from '@oak/shared';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Outlet } from 'react-router';
import { type WizardState, initialWizardState } from '../utils/wizard-state';
import { errorsAfterEdit, goToWizardStep } from '../utils/wizard-steps';

export interface WizardErrors {
  readonly scenario: NewRunScenarioErrors;
  readonly lab: NewRunLabErrors;
}

const NO_ERRORS: WizardErrors = { scenario: {}, lab: {} };

export interface NewRunWizard {
  readonly state: WizardState;
  readonly errors: WizardErrors;
  /** Applies one of the shared state rules (doc 2 §4) to the wizard. */
  update(change: (state: WizardState) => WizardState): void;
  /** Next, Previous or a step click: checks the steps passed and moves when they pass (doc 2 §2). */
  goTo(step: WizardStepIndex, context: NewRunContext): void;
  setErrors(errors: WizardErrors): void;
  /** Back to a fresh wizard at the suite choice (submit and cancel, doc 2 §4). */
  reset(): void;
}

const WizardContext = createContext<NewRunWizard | null>(null);

/**
 * The wizard's state, kept above its routes so that it survives the move from
 * the suite choice (/v2/run/draft) to the steps (/v2/run/create).
 */
export function NewRunWizardProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [errors, setErrors] = useState<WizardErrors>(NO_ERRORS);
  const update = useCallback((change: (state: WizardState) => WizardState) => setState(change), []);
  // Editing a field clears its error (doc 3 §4); a move between steps changes no field.
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before !== state) setErrors((current) => errorsAfterEdit(before, state, current));
  }, [state]);
  const goTo = useCallback(
    (step: WizardStepIndex, context: NewRunContext) => {
      const move = goToWizardStep(state, step, context);
      setState(move.state);
      setErrors(
        move.validation
          ? { scenario: move.validation.scenarioErrors, lab: move.validation.labErrors }
          : NO_ERRORS,
      );
    },
    [state],
  );
  const reset = useCallback(() => {
    setState(initialWizardState());
    setErrors(NO_ERRORS);
  }, []);
  const value = useMemo(
    () => ({ state, errors, update, goTo, setErrors, reset }),
    [state, errors, update, goTo, reset],
  );
  return <WizardContext.Provider value={value}>{children ?? <Outlet />}</WizardContext.Provider>;
}

export function useNewRunWizard(): NewRunWizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useNewRunWizard needs a NewRunWizardProvider');
  return wizard;
}
