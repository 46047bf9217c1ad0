import UIKit
import Flutter
import flutter_background_service

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  private let diagnostics = LaunchDiagnostics.shared

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // flutter_background_service registers dev.flutter.background.refresh with
    // BGTaskScheduler from its own didFinishLaunching (forwarded by super).
    let launched = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    diagnostics.record(
      identifier: "dev.flutter.background.refresh",
      kind: .appRefresh,
      phase: .registration,
      outcome: .succeeded
    )

    #if DEBUG
    if let controller = window?.rootViewController as? FlutterViewController {
      DebugHooks.install(on: controller, appDelegate: self, diagnostics: diagnostics)
    }
    #endif
    return launched
  }
}
