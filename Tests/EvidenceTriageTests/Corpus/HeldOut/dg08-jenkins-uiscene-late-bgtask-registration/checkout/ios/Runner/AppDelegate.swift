import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // BGTaskScheduler identifiers must be claimed before launch completes.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "app.scootlink.mobile.ride-sync",
      frequency: NSNumber(value: 20 * 60)
    )
    // flutter_background_service registers dev.flutter.background.refresh itself
    // from its plugin lifecycle callback.
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  // UIScene lifecycle (Flutter 3.38+ template): the implicit engine is created when
  // the FlutterViewController loads from the storyboard, after didFinishLaunching returned.
  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
  }
}
