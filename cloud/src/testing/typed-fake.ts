/**
 * A fake of a class or port for a unit spec: the members the spec gives, typed
 * as the real ones, and nothing else. A member the spec did not give throws
 * when it is read, naming it, so a service that starts using a new
 * collaborator fails its spec plainly instead of passing on an `undefined`.
 * The one cast lives here: a service's constructor takes the class, and a
 * class with private fields cannot be written as an object literal.
 */
export function typedFake<T extends object>(name: string, members: Partial<T>): T {
  return new Proxy(members, {
    get(target, property, receiver) {
      if (property in target || typeof property === 'symbol' || property === 'then')
        return Reflect.get(target, property, receiver) as unknown;
      throw new Error(`The fake ${name} has no ${String(property)}: give it one in the spec`);
    },
  }) as T;
}
