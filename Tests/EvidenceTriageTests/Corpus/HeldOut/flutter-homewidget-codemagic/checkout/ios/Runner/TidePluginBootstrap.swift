import Flutter

/// Registers plugins for engines the app creates itself.
enum TidePluginBootstrap {
  static func registerMainEngine(_ registry: FlutterPluginRegistry) {
    // Main engine is already covered by GeneratedPluginRegistrant in AppDelegate.
    TideDiagnostics.shared.record(phase: "registration", identifier: "plugins.main", outcome: "succeeded")
  }

  // Headless engines started by workmanager for background callbacks used to be
  // wired here via WorkmanagerPlugin.setPluginRegistrantCallback; removed in the
  // 2026-11 refactor ("GeneratedPluginRegistrant already runs at launch").
}
