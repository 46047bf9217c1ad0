import BackgroundTasks
import Foundation

/// Schedules the GPX upload as a BGProcessingTask (the JS side calls the same path through
/// BackgroundFetch.scheduleTask({ taskId: 'com.transistorsoft.trailmark.upload', ... })).
enum BackgroundUploadScheduler {
  static func schedule(delay: TimeInterval = 15 * 60) -> Error? {
    let request = BGProcessingTaskRequest(identifier: BackgroundDiagnostics.uploadId)
    request.requiresNetworkConnectivity = true
    request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
    do {
      try BGTaskScheduler.shared.submit(request)
      BackgroundDiagnostics.shared.record(BackgroundDiagnostics.uploadId, kind: "processing",
                                          phase: "submission", outcome: "succeeded", error: nil)
      return nil
    } catch {
      NSLog("[Trailmark] upload task submit failed: %@", "\(error)")
      BackgroundDiagnostics.shared.record(BackgroundDiagnostics.uploadId, kind: "processing",
                                          phase: "submission", outcome: "failed", error: error as NSError)
      return error
    }
  }

  static func scheduleRefresh() -> Error? {
    let request = BGAppRefreshTaskRequest(identifier: BackgroundDiagnostics.refreshId)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      BackgroundDiagnostics.shared.record(BackgroundDiagnostics.refreshId, kind: "appRefresh",
                                          phase: "submission", outcome: "succeeded", error: nil)
      return nil
    } catch {
      NSLog("[Trailmark] refresh submit failed: %@", "\(error)")
      BackgroundDiagnostics.shared.record(BackgroundDiagnostics.refreshId, kind: "appRefresh",
                                          phase: "submission", outcome: "failed", error: error as NSError)
      return error
    }
  }
}
