import BackgroundTasks
import Foundation
import TSBackgroundFetch

/// Native side of Tallowby's background work. react-native-background-fetch
/// (TSBackgroundFetch) owns the BGTaskScheduler registrations; this class
/// adds the receipt-upload task and writes TaskDiagnostics records.
@objc final class BackgroundFetchBridge: NSObject {
  @objc static let shared = BackgroundFetchBridge()

  /// BGAppRefreshTask. Submitted only by BackgroundFetch.configure() (JS),
  /// i.e. TSBackgroundFetch configure + start; see src/background/fetch.ts.
  static let fetchTaskId = "com.transistorsoft.fetch"
  /// BGProcessingTask for receipt uploads.
  static let receiptsTaskId = "com.transistorsoft.tallowby.receipts"

  var onTaskFinished: ((String) -> Void)?

  /// AppDelegate.application(_:didFinishLaunchingWithOptions:)
  @objc func didFinishLaunching() {
    // The plugin reads BGTaskSchedulerPermittedIdentifiers and registers a
    // launch handler for each of them here, before launch completes.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    TaskDiagnostics.record(Self.fetchTaskId, kind: .appRefresh, phase: .registration, outcome: .succeeded)
    TaskDiagnostics.record(Self.receiptsTaskId, kind: .processing, phase: .registration, outcome: .succeeded)
  }

  func submitReceiptsUpload() throws {
    let error = TSBackgroundFetch.sharedInstance().scheduleProcessingTask(
      withIdentifier: Self.receiptsTaskId, type: 0, delay: 0, periodic: false
    ) { [weak self] taskId, timeout in
      self?.handleReceiptsLaunch(taskId: taskId, timeout: timeout)
    }
    if let error {
      TaskDiagnostics.record(Self.receiptsTaskId, kind: .processing, phase: .submission,
                             outcome: .failed, errorType: TaskDiagnostics.errorType(error))
      throw error
    }
    NSLog("[Tallowby] BackgroundFetchBridge: submitted %@", Self.receiptsTaskId)
    TaskDiagnostics.record(Self.receiptsTaskId, kind: .processing, phase: .submission, outcome: .succeeded)
  }

  private func handleReceiptsLaunch(taskId: String, timeout: Bool) {
    NSLog("[Tallowby] BackgroundFetchBridge: launch %@", taskId)
    TaskDiagnostics.record(taskId, kind: .processing, phase: .launch, outcome: .succeeded)
    if timeout {
      ReceiptUploadQueue.shared.cancelInFlight()
      TaskDiagnostics.record(taskId, kind: .processing, phase: .expiration, outcome: .cancelled)
      finish(taskId, success: false)
      return
    }

    // 8d41c07: "drain the upload queue from the BGProcessingTask handler too".
    // ReceiptUploadQueue already drains itself when it observes a
    // processing launch (ReceiptUploadQueue.startObservingLaunches), so
    // both drains now run for the same launch.
    NotificationCenter.default.post(name: .tallowbyProcessingLaunch, object: taskId)
    ReceiptUploadQueue.shared.drain { [weak self] uploaded in
      TaskDiagnostics.record(taskId, kind: .processing, phase: .execution, outcome: .succeeded)
      self?.finish(taskId, success: true)
    }
  }

  private func finish(_ taskId: String, success: Bool) {
    TSBackgroundFetch.sharedInstance().finish(taskId)
    TaskDiagnostics.record(taskId, kind: .processing, phase: .completion,
                           outcome: success ? .succeeded : .failed)
    onTaskFinished?(taskId)
  }
}

extension Notification.Name {
  static let tallowbyProcessingLaunch = Notification.Name("TallowbyProcessingLaunch")
}
