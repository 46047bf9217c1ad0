import XCTest
import BackgroundTasks
@testable import Canopy

final class MaintenanceSchedulingTests: XCTestCase {
    private let scheduler = BGTaskScheduler.shared

    func testSubmitNightlyCompaction() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundIDs.compaction)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        setenv("EVIDENCE_TEST_ID", "MaintenanceSchedulingTests/testSubmitNightlyCompaction", 1)
        XCTAssertNoThrow(try scheduler.submit(request), "nightly compaction must be accepted by BGTaskScheduler")
        XCTAssertTrue(BackgroundRecorder.shared.lastSubmission(for: BackgroundIDs.compaction)?.succeeded ?? false)
    }
}
