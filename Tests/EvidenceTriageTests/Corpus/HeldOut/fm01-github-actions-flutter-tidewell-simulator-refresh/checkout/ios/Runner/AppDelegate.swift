import Flutter
import UIKit
import flt_worker
import path_provider_foundation

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // flt_worker runs the Dart worker in a headless engine; plugins it needs
    // must be registered on that engine too.
    FltWorkerPlugin.registerPlugins = { registry in
      PathProviderPlugin.register(with: registry.registrar(forPlugin: "PathProviderPlugin")!)
    }
    // FltWorkerPlugin registers a launch handler for every identifier in
    // BGTaskSchedulerPermittedIdentifiers when it is registered here.
    GeneratedPluginRegistrant.register(with: self)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
