import XCTest
import BackgroundTasks
@testable import Quillon

final class DigestSchedulerTests: XCTestCase {
    override func setUp() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        setenv("EVIDENCE_TEST_ID", "DigestSchedulerTests/" + name.components(separatedBy: " ").last!.dropLast(), 1)
    }

    func testSubmitsDigestAlongsideRefresh() throws {
        let scheduler = BackgroundScheduler(scheduler: .shared, recorder: .shared)
        try scheduler.submitRefresh()
        XCTAssertNoThrow(try scheduler.submitDigest(), "both refresh requests should be pending")
    }
}
