/**
 * The configuration the console works with (doc 3 §3 'A loadLocal flag swaps
 * in a local configuration'): as served, or, when it says loadLocal, the
 * console's local one, whose controller endpoint is the origin the console
 * was loaded from. That suits a console served by something in front of the
 * cloud (Vite's dev server, a reverse proxy passing /api, /config.json and
 * /socket.io on): every call goes back where the console came from, whatever
 * address the cloud names, and a served configuration without a controller
 * endpoint is then no 'API host is missing'. The environment (alpha, beta or
 * prod) stays the served one.
 */
export function withLocalConfiguration<
  C extends { readonly loadLocal?: unknown; readonly controllerEndpoint?: unknown },
>(served: C, consoleOrigin: string): C {
  return served.loadLocal === true ? { ...served, controllerEndpoint: consoleOrigin } : served;
}
