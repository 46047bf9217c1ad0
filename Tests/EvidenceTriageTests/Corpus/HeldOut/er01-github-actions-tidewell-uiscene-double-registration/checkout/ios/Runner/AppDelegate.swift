import Flutter
import UIKit
import tide_sync

@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // UIScene migration (Flutter 3.41): plugin registration moved to
    // didInitializeImplicitFlutterEngine below, per the migration guide.
    // TideSync registers its BGTaskScheduler launch handlers from its
    // register(with:) — see packages/tide_sync/ios/Classes/TideSyncPlugin.swift.
    TideSyncBackground.markLaunchStarted()
    let finished = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    TideSyncBackground.markLaunchFinished()
    return finished
  }

  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
  }
}
