import Flutter
import UIKit

// Migrated to the UIScene life cycle (Flutter 3.44 / iOS 26 SDK): plugins are now
// registered when the implicit engine is created, which happens from
// scene(_:willConnectTo:options:) — after application(_:didFinishLaunchingWithOptions:) returns.
@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
  }
}
