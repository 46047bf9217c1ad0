import UIKit
import Flutter
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    // Identifiers must match BGTaskSchedulerPermittedIdentifiers in the
    // Info.plist of EVERY build configuration (Info.plist, Info-Staging.plist).
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "dev.kestrelapps.fieldnotes.periodic-sync",
      frequency: NSNumber(value: 30 * 60)
    )
    WorkmanagerPlugin.registerBGProcessingTask(
      withIdentifier: "dev.kestrelapps.fieldnotes.upload-queue"
    )

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
