import BackgroundTasks
import Foundation

enum TideRefresh {
  /// Renamed from the plugin default in the 2.6 rebrand.
  static let identifier = "app.tidemark.background.refresh"

  /// Same request the plugin submits when the app goes to the background;
  /// also called from RunnerTests.
  @discardableResult
  static func schedule(now: Date = Date()) -> Error? {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = now.addingTimeInterval(15 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      BackgroundDiagnostics.shared.record(identifier, kind: .appRefresh, phase: .submission, error: nil)
      return nil
    } catch {
      print("Could not schedule app refresh: \(error)")
      BackgroundDiagnostics.shared.record(identifier, kind: .appRefresh, phase: .submission, error: error)
      return error
    }
  }
}
