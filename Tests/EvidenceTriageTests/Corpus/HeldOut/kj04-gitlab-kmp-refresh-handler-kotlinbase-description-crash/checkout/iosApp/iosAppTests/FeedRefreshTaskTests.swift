import XCTest
import Shared
@testable import Almanac

final class FakeRefreshTask: RefreshTaskLike {
  var expirationHandler: (() -> Void)?
  var completed: Bool?
  var onComplete: ((Bool) -> Void)?
  func setTaskCompleted(success: Bool) { completed = success; onComplete?(success) }
}

final class FeedRefreshTaskTests: XCTestCase {
  private var job: FeedRefreshJob!

  override func setUp() {
    super.setUp()
    job = FeedRefreshJob(store: FakeFeedStoreKt.fakeFeedStore(pages: 2))
  }

  func testHandlerCompletesOnMainQueue() {
    let task = FakeRefreshTask()
    let done = expectation(description: "completed")
    task.onComplete = { _ in done.fulfill() }
    FeedRefreshTask.handle(task: task, job: job)
    wait(for: [done], timeout: 10)
    XCTAssertEqual(task.completed, true)
  }

  func testHandlerCompletesWhenLaunchedOnSchedulerQueue() {
    let task = FakeRefreshTask()
    let done = expectation(description: "completed")
    task.onComplete = { _ in done.fulfill() }
    // Mirrors BGTaskScheduler with `using: nil`: the handler runs on a background queue.
    DispatchQueue.global(qos: .utility).async { [job] in
      FeedRefreshTask.handle(task: task, job: job!)
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(task.completed, true)
  }
}
