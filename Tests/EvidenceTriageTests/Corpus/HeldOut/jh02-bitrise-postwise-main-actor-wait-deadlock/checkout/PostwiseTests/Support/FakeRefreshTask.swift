@testable import Postwise

/// Stands in for BGAppRefreshTask; nothing here talks to the system scheduler.
final class FakeRefreshTask: RefreshTask {
  var expirationHandler: (() -> Void)?
  var onComplete: ((Bool) -> Void)?
  private(set) var completions: [Bool] = []

  func setTaskCompleted(success: Bool) {
    completions.append(success)
    onComplete?(success)
  }

  func expire() { expirationHandler?() }
}
