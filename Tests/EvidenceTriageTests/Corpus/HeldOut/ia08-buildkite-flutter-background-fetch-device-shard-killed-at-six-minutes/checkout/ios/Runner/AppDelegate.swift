import Flutter
import TSBackgroundFetch
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers com.transistorsoft.fetch and the permitted
    // com.transistorsoft.* processing ids from Info.plist here.
    LumenDiagnostics.recordPermittedRegistrations()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
