import Flutter

#if DEBUG
extension AppDelegate {
  /// The engine the implicit-engine bridge created; hosted tests use it to
  /// reach plugin channels.
  var implicitEngineForTesting: FlutterEngine? {
    (window?.rootViewController as? FlutterViewController)?.engine
  }
}
#endif
