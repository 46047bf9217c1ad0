/// Values passed with --dart-define at build time. They only exist in a
/// const context: `String.fromEnvironment` is evaluated by the compiler.
const tideApiBase = String.fromEnvironment('TIDE_API_BASE');
const tideStation = String.fromEnvironment('TIDE_STATION', defaultValue: '8443970');
