import XCTest
@testable import Parcelpin

/// Uses the BackgroundTaskScheduling seam: no call reaches the system BGTaskScheduler.
final class BackgroundTaskSchedulerTests: XCTestCase {
    func testScheduleSubmitsOneProcessingRequest() async throws {
        let fake = RecordingTaskScheduling()
        let scheduler = TrackingRefreshScheduler(system: fake)
        try await scheduler.tryScheduleWorker()
        XCTAssertEqual(fake.submitted.map(\.identifier), ["com.parcelpin.app.tracking-refresh"])
    }

    func testConcurrentRescheduleDoesNotOverlapCancellation() async throws {
        let fake = RecordingTaskScheduling(cancelDuration: .milliseconds(50))
        let scheduler = TrackingRefreshScheduler(system: fake)

        async let first: Void = scheduler.tryScheduleWorker()
        async let second: Void = scheduler.tryScheduleWorker()
        _ = try await (first, second)

        XCTAssertEqual(fake.maxConcurrentCancels, 1, "cancel/submit must be serialized")
        XCTAssertEqual(fake.pendingRequests.count, 1)
    }
}
