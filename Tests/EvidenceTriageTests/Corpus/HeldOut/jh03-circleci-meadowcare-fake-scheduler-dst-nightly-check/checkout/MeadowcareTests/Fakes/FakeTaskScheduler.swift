import BackgroundTasks
@testable import Meadowcare

/// In-memory scheduler: accepts every request and "launches" the ones whose
/// earliestBeginDate has passed when the test calls launchDue(at:). No dasd, no OS.
final class FakeTaskScheduler: TaskScheduling {
  private(set) var submitted: [BGTaskRequest] = []
  private(set) var pending: [String: BGTaskRequest] = [:]
  var handlers: [String: (ProcessingTask) -> Void] = [:]

  func submit(_ request: BGTaskRequest) throws {
    submitted.append(request)
    pending[request.identifier] = request
  }

  func cancel(taskRequestWithIdentifier identifier: String) {
    pending[identifier] = nil
  }

  @discardableResult
  func launchDue(at date: Date) -> [FakeProcessingTask] {
    let due = pending.values.filter { ($0.earliestBeginDate ?? .distantPast) <= date }
    return due.map { request in
      pending[request.identifier] = nil
      let task = FakeProcessingTask(identifier: request.identifier)
      handlers[request.identifier]?(task)
      return task
    }
  }
}

final class FakeProcessingTask: ProcessingTask {
  let identifier: String
  var expirationHandler: (() -> Void)?
  var onComplete: ((Bool) -> Void)?
  init(identifier: String) { self.identifier = identifier }
  func setTaskCompleted(success: Bool) { onComplete?(success) }
}

struct TestClock: Clock {
  var now: Date
}
