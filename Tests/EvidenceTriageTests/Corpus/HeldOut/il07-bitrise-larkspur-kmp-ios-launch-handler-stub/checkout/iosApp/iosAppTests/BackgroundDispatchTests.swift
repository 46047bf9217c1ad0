import XCTest
import shared
@testable import iosApp

final class FakeBackgroundTask: BackgroundTaskLike {
  let identifier: String
  var expirationHandler: (() -> Void)?
  private(set) var completed: Bool?
  init(identifier: String) { self.identifier = identifier }
  func setTaskCompleted(success: Bool) { completed = success }
}

/// Drives the launch handler directly with a fake task: no BGTaskScheduler involved.
final class BackgroundDispatchTests: XCTestCase {
  private let delegate = AppDelegate()

  func testSimulatedLaunchRunsHabitSyncWorker() {
    let ran = expectation(description: "habit-sync worker ran")
    let token = HabitSyncEvents.shared.onChainFinished { _ in ran.fulfill() }
    defer { token.cancel() }

    delegate.handleBackgroundLaunch(FakeBackgroundTask(identifier: AppDelegate.habitSyncTask))
    wait(for: [ran], timeout: 10)
  }

  func testExpirationHandlerIsInstalled() {
    let task = FakeBackgroundTask(identifier: AppDelegate.habitSyncTask)
    delegate.handleBackgroundLaunch(task)
    XCTAssertNotNil(task.expirationHandler, "launch handler must install an expiration handler before starting work")
  }
}
