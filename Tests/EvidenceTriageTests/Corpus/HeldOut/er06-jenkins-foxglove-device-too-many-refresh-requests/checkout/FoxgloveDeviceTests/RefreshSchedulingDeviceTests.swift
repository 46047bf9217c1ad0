import BackgroundTasks
import XCTest
@testable import Foxglove

/// Runs on the device lab against the real scheduler (the Simulator refuses
/// every submission with BGTaskSchedulerErrorDomain Code=1).
final class RefreshSchedulingDeviceTests: XCTestCase {

    override func setUp() {
        super.setUp()
        BGTaskScheduler.shared.cancelAllTaskRequests()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testBadgeRefreshIsSubmittedAfterFeedRefresh() {
        XCTAssertNoThrow(try RefreshScheduler.shared.submitFeedRefresh())
        XCTAssertNoThrow(try RefreshScheduler.shared.submitBadgeRefresh())
    }

    func testPendingRequestsContainBothRefreshTasks() async throws {
        try? RefreshScheduler.shared.submitFeedRefresh()
        try? RefreshScheduler.shared.submitBadgeRefresh()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.count, 2)
    }
}
