import BackgroundTasks
import XCTest
@testable import Puffin

/// Runs hosted in Puffin.app on the lab phone, so submissions go to the real BGTaskScheduler.
final class BackgroundSchedulerTests: XCTestCase {
    private var scheduler: BackgroundScheduler!

    override func setUp() {
        super.setUp()
        scheduler = BackgroundScheduler(taskScheduler: .shared, recorder: .diagnosticsFile)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    func testScheduleOfflineDownloadSubmitsProcessingRequest() {
        XCTAssertNoThrow(try scheduler.scheduleOfflineDownload(articles: 12, requiresWiFi: true))
    }

    func testScheduleSearchIndexRebuild() {
        XCTAssertNoThrow(try scheduler.scheduleSearchIndexRebuild())
    }

    func testScheduleRefreshSubmitsAppRefreshRequest() throws {
        try scheduler.scheduleRefresh(after: 15 * 60)
        let expectation = expectation(description: "pending")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == "app.puffin.reader.refresh" })
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 5)
    }
}
