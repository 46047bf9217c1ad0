import XCTest
import BackgroundTasks
@testable import Ferngrove

final class BackgroundSyncTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DiagnosticsRecorder.shared.currentTest = name
    }

    override func tearDown() {
        DiagnosticsRecorder.shared.currentTest = nil
        super.tearDown()
    }

    func testRefreshRequestHasEarliestBeginDate() {
        let request = BGAppRefreshTaskRequest(identifier: SyncRefreshTask.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 1200)
        XCTAssertNotNil(request.earliestBeginDate)
    }

    func testAppRefreshRunsAfterBackgrounding() {
        let ran = expectation(forNotification: .syncRefreshDidRun, object: nil)
        SyncRefreshTask.submit(earliest: Date(timeIntervalSinceNow: 1))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        // The system should pick the refresh up within a minute of backgrounding.
        wait(for: [ran], timeout: 60)
    }
}
