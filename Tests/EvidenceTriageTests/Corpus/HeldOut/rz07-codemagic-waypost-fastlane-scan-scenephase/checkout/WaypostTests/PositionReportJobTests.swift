import XCTest
@testable import Waypost

@MainActor
final class PositionReportJobTests: XCTestCase {
    func testJobPostsReportWhenLaunched() {
        let scheduler = FakeTaskScheduler()
        let reporter = StubPositionReporter()
        let job = PositionReportJob(reporter: reporter)
        let posted = expectation(description: "position report posted")
        job.onPosted = { posted.fulfill() }
        scheduler.launch(PositionReportJob.identifier) { task in job.run(task: task) }
        wait(for: [posted], timeout: 1)
        XCTAssertEqual(reporter.postCount, 1)
    }
}
