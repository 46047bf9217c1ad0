import UIKit
import Flutter
import FirebaseCore

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FirebaseApp.configure()
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers every identifier it finds under
    // BGTaskSchedulerPermittedIdentifiers in Info.plist (TSBackgroundFetch load).
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
