import UIKit
import Flutter
import BackgroundTasks
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

    // Periodic household sync. Must match the uniqueName used from Dart
    // (lib/background/sync_scheduler.dart) and BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: SyncTask.identifier,
      frequency: NSNumber(value: 20 * 60)
    )
    BackgroundDiagnostics.shared.recordRegistration(
      identifier: SyncTask.identifier,
      kind: .appRefresh,
      permitted: BackgroundDiagnostics.permittedIdentifiers().contains(SyncTask.identifier)
    )

    BackgroundDiagnostics.shared.attach(to: window?.rootViewController as? FlutterViewController)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

enum SyncTask {
  static let identifier = "app.hearthbook.sync"
}
