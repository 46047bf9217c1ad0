import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
  static let nightlySyncTaskId = "app.verdant.plants.nightlySync"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: AppDelegate.nightlySyncTaskId,
                                           frequency: NSNumber(value: 6 * 60 * 60))
    VerdantDiagnostics.record(AppDelegate.nightlySyncTaskId, kind: "appRefresh", phase: "registration", outcome: "succeeded")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  // UIScene migration (#644): plugins for the UI engine are registered here now.
  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
    #if DEBUG
    TestHooks.install(messenger: engineBridge.applicationRegistrar.messenger())
    #endif
  }
}
