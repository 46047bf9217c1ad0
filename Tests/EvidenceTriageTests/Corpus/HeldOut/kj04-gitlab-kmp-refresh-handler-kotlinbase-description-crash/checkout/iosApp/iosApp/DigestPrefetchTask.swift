import BackgroundTasks
import Foundation
import Shared

/// Overnight BGProcessingTask that prefetches tomorrow's digest images.
/// The identifier comes from the shared module so Android's WorkManager tag matches.
enum DigestPrefetchTask {
  static let identifier = BackgroundIds.shared.DIGEST_PREFETCH   // "com.almanacapp.ios.digest-prefetch"
  private(set) static var isRegistered = false

  static func register() {
    isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
      Diagnostics.record(identifier, kind: "processing", phase: "launch", outcome: "succeeded")
      task.setTaskCompleted(success: true)
    }
    Diagnostics.record(identifier, kind: "processing", phase: "registration",
                       outcome: isRegistered ? "succeeded" : "failed")
  }
}
