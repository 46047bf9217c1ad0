import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let processingTaskId = "app.shoebox.backup.processing"
  static let refreshTaskId = "app.shoebox.backup.refresh"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    BackgroundBackupBridge.shared.registerLaunchHandlers()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

final class BackgroundBackupBridge {
  static let shared = BackgroundBackupBridge()

  func registerLaunchHandlers() {
    let okProcessing = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: AppDelegate.processingTaskId, using: nil
    ) { task in
      self.runHeadlessBackup(task: task)
    }
    let okRefresh = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: AppDelegate.refreshTaskId, using: nil
    ) { task in
      self.runHeadlessBackup(task: task)
    }
    DiagnosticsRecorder.shared.registration(AppDelegate.processingTaskId, kind: .processing, ok: okProcessing)
    DiagnosticsRecorder.shared.registration(AppDelegate.refreshTaskId, kind: .appRefresh, ok: okRefresh)
  }

  func runHeadlessBackup(task: BGTask) {
    let engine = FlutterEngine(name: "shoebox-background", project: nil, allowHeadlessExecution: true)
    task.expirationHandler = { engine.destroyContext() }
    engine.run(withEntrypoint: "backgroundBackupEntryPoint",
               libraryURI: "package:shoebox/backup/background_backup_entry.dart")
    GeneratedPluginRegistrant.register(with: engine)
    BackgroundBackupChannel.attach(to: engine) { success in
      task.setTaskCompleted(success: success)
    }
  }
}
