// Each spec may start OAK from scratch (initdb included); set here because testTimeout is global to a multi-project run.
jest.setTimeout(180_000);
