import Flutter
import UIKit
import flutter_downloader

// Migrated to the UIScene lifecycle (Flutter 3.35 template) in #2214:
// plugins are now registered on the implicit engine in
// didInitializeImplicitFlutterEngine instead of in didFinishLaunching.
@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
    PlaybackChannel.register(with: engineBridge.pluginRegistry)
  }
}

/// Registers the plugins the downloader's background isolate needs.
/// (Only FlutterDownloaderPlugin: everything else touches UI.)
private func registerPlugins(registry: FlutterPluginRegistry) {
  if !registry.hasPlugin("FlutterDownloaderPlugin") {
    FlutterDownloaderPlugin.register(with: registry.registrar(forPlugin: "FlutterDownloaderPlugin")!)
  }
}
