import BackgroundTasks
import EvidenceRecorder
import Flutter
import UIKit
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

    // Both identifiers are in BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.brackwater.tides.export")
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.brackwater.tides.refresh", frequency: NSNumber(value: 60 * 60))
    Diagnostics.recordRegistrations([
      ("com.brackwater.tides.export", .processing),
      ("com.brackwater.tides.refresh", .appRefresh),
    ])

    #if DEBUG
    DebugHooks.install(on: window?.rootViewController as? FlutterViewController)
    #endif
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
