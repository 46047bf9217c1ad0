import XCTest
import shared
@testable import Pebblewise

/// Calls the registered refresh handler the way BGTaskScheduler does when the
/// handler was registered `using: nil`: on a background queue. No scheduler.
final class RouteRefreshHandlerTests: EvidenceTestCase {
  final class FakeTask: RefreshTaskLike {
    var completed: Bool?
    func setTaskCompleted(success: Bool) { completed = success }
  }

  func testRefreshHandlerImportsRoutesOnBackgroundQueue() {
    let app = UIApplication.shared.delegate as! AppDelegate
    TestRoutes.seed(pending: 4)
    let task = FakeTask()
    let done = expectation(description: "handler finished")

    DispatchQueue.global(qos: .utility).async {
      app.backgroundTasks.handleRefresh(task)
      done.fulfill()
    }

    wait(for: [done], timeout: 10)
    XCTAssertEqual(task.completed, true)
    XCTAssertEqual(app.sharedModule.routeRepository.pendingCount(), 0)
  }

  func testRefreshHandlerOnMainQueueImportsRoutes() {
    let app = UIApplication.shared.delegate as! AppDelegate
    TestRoutes.seed(pending: 2)
    let task = FakeTask()
    app.backgroundTasks.handleRefresh(task)
    XCTAssertEqual(task.completed, true)
  }
}
