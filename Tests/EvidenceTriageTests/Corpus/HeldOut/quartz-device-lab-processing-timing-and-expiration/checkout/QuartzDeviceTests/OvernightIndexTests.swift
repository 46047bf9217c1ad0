import XCTest
import BackgroundTasks
@testable import Quartz

/// Device-lab suite: the lab phone stays on the charger overnight, so the
/// re-index request submitted by the previous night's run has had its chance.
final class OvernightIndexTests: XCTestCase {
    private let records = DiagnosticsFile.shared

    func testReindexRequestIsProcessingWithPower() throws {
        let request = ReindexScheduler.makeRequest(now: Date())
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertFalse(request.requiresNetworkConnectivity)
    }

    func testIndexRebuildStartsNearEarliestBeginDate() throws {
        let submitted = try XCTUnwrap(records.last(phase: .submission, id: ReindexScheduler.identifier))
        let launched = try XCTUnwrap(records.last(phase: .launch, id: ReindexScheduler.identifier))
        let delay = launched.timestamp.timeIntervalSince(submitted.earliestBeginDate)
        XCTAssertLessThanOrEqual(delay, 300, "launch delay after earliestBeginDate (s)")
    }

    func testProcessingTaskRunsWithin90SecondsOfSubmit() throws {
        let ran = expectation(description: "reindex task launched")
        ReindexScheduler.shared.onLaunch = { _ in ran.fulfill() }
        try ReindexScheduler.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 30))
        wait(for: [ran], timeout: 90)
    }
}
