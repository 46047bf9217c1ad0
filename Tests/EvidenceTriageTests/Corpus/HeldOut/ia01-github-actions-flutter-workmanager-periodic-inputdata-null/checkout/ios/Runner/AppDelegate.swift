import BackgroundTasks
import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let outboxFlushTaskId = "com.tallyroute.courier.outboxFlush"
  static let digestRefreshTaskId = "com.tallyroute.courier.digestRefresh"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    // Periodic tasks: the identifiers must also be in BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: AppDelegate.outboxFlushTaskId,
                                           frequency: NSNumber(value: 20 * 60))
    DiagnosticsRecorder.shared.record(identifier: AppDelegate.outboxFlushTaskId, kind: .appRefresh,
                                      phase: .registration, outcome: .succeeded)
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: AppDelegate.digestRefreshTaskId,
                                           frequency: NSNumber(value: 15 * 60))
    DiagnosticsRecorder.shared.record(identifier: AppDelegate.digestRefreshTaskId, kind: .appRefresh,
                                      phase: .registration, outcome: .succeeded)

    #if DEBUG
    // CI only: the Simulator never launches BGAppRefreshTasks, so integration tests drive the
    // same launch path the plugin's BGTaskScheduler handler uses (BackgroundWorker, periodic mode).
    TestHooks.install(on: window?.rootViewController as? FlutterViewController)
    #endif

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
