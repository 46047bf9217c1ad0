import UIKit
import Flutter
import flutter_downloader
import workmanager
import path_provider_foundation
import shared_preferences_foundation
import audio_session
import just_audio

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // flutter_downloader spins up its own background engine and registers plugins there too.
    // Calling GeneratedPluginRegistrant on both engines gave "Duplicate plugin key" after a
    // hot restart (QL-412), so the main engine now registers its plugins explicitly.
    registerMainEnginePlugins(registry: self)
    FlutterDownloaderPlugin.setPluginRegistrantCallback(registerDownloaderPlugins)

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      registerMainEnginePlugins(registry: registry)
    }
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.quaylight.app.feedsync",
      frequency: NSNumber(value: 60 * 60)
    )

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

/// Plugins the UI engine needs. Keep in sync with pubspec.yaml when adding a plugin.
private func registerMainEnginePlugins(registry: FlutterPluginRegistry) {
  PathProviderPlugin.register(with: registry.registrar(forPlugin: "PathProviderPlugin")!)
  SharedPreferencesPlugin.register(with: registry.registrar(forPlugin: "SharedPreferencesPlugin")!)
  AudioSessionPlugin.register(with: registry.registrar(forPlugin: "AudioSessionPlugin")!)
  JustAudioPlugin.register(with: registry.registrar(forPlugin: "JustAudioPlugin")!)
  FlutterDownloaderPlugin.register(with: registry.registrar(forPlugin: "FlutterDownloaderPlugin")!)
}

private func registerDownloaderPlugins(registry: FlutterPluginRegistry) {
  if !registry.hasPlugin("FlutterDownloaderPlugin") {
    FlutterDownloaderPlugin.register(with: registry.registrar(forPlugin: "FlutterDownloaderPlugin")!)
  }
}
