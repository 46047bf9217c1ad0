import BackgroundTasks
import Foundation

/// Hourly favourites refresh from 3.7. Removed once tide-pull is live everywhere.
final class LegacyRefresh {
  static let shared = LegacyRefresh()
  static let identifier = "app.tidemark.mobile.refresh"

  func registerLaunchHandler() {
    _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
      task.setTaskCompleted(success: true)
    }
    TaskDiagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)
  }
}
