import BackgroundTasks
import XCTest
@testable import Runner

final class TidePullSchedulerTests: XCTestCase {
  override func tearDown() {
    BGTaskScheduler.shared.cancelAllTaskRequests()
    super.tearDown()
  }

  func testScheduleSubmitsTidePullRequest() throws {
    try TidePullScheduler.shared.scheduleNext(from: Date())
    let expectation = expectation(description: "pending requests")
    BGTaskScheduler.shared.getPendingTaskRequests { requests in
      XCTAssertEqual(requests.map(\.identifier), [TidePullScheduler.identifier])
      expectation.fulfill()
    }
    wait(for: [expectation], timeout: 5)
  }

  func testEarliestBeginDateIsThirtyMinutesOut() {
    let now = Date(timeIntervalSince1970: 1_796_000_000)
    let request = TidePullScheduler.makeRequest(from: now)
    XCTAssertEqual(request.earliestBeginDate, now.addingTimeInterval(30 * 60))
  }
}
