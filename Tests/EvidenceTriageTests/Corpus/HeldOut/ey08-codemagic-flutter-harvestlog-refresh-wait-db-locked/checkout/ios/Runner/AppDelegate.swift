import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Must happen before launch finishes: BGTaskScheduler rejects later registrations.
    HarvestBackground.registerRefresh()
    GeneratedPluginRegistrant.register(with: self)
    if let registrar = registrar(forPlugin: "HarvestBackground") {
      HarvestBackground.attach(to: registrar.messenger())
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
