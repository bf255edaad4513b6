// Integration specs start a whole cloud per suite; set here because testTimeout is global to a multi-project run.
jest.setTimeout(30_000);
