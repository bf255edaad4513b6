/**
 * What the run list shows after a submit: the navigation state the wizard
 * hands the run list, which are two features, so their contract sits here.
 */
export interface RunListNotice {
  readonly notice?: string;
}
