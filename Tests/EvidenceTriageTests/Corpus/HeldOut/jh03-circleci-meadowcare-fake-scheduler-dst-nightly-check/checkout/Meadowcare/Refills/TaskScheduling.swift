import BackgroundTasks
import Foundation

/// Seam over BGTaskScheduler so the nightly check can be tested without the OS.
protocol TaskScheduling {
  func submit(_ request: BGTaskRequest) throws
  func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskScheduling {}

protocol ProcessingTask: AnyObject {
  var identifier: String { get }
  var expirationHandler: (() -> Void)? { get set }
  func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTask {}

protocol Clock {
  var now: Date { get }
}

struct SystemClock: Clock {
  var now: Date { Date() }
}
