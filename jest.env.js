// Environment every test process shares, set before any test file loads.

// The S3 client warns once per process that its releases after January 2027
// need a newer Node; the agent's specs also run on Node 18, and tests stay quiet.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
