import BackgroundTasks
import XCTest
import TallowShared
@testable import Tallow

/// Exercises the Kotlin `NativeTaskScheduler` (shared module) through the
/// exported framework. `RecordingTaskSubmitter` stands in for BGTaskScheduler:
/// it records every request instead of handing it to the system.
final class NativeTaskSchedulerTests: XCTestCase {
    private var submitter: RecordingTaskSubmitter!
    private var clock: FixedClock!
    private var scheduler: NativeTaskScheduler!

    override func setUp() {
        super.setUp()
        submitter = RecordingTaskSubmitter()
        clock = FixedClock(epochMillis: 1_786_000_000_000)
        scheduler = NativeTaskScheduler(submitter: submitter, clock: clock)
    }

    func testPeriodicRequestUsesRefreshKind() throws {
        scheduler.schedule(
            preconditions: TaskPreconditions(requiresNetwork: true, requiresCharging: false),
            schedule: TaskScheduleCompanion.shared.periodic(intervalMillis: 15 * 60 * 1000)
        )

        let request = try XCTUnwrap(submitter.requests.first)
        XCTAssertEqual(request.kind, .appRefresh)
        XCTAssertEqual(request.identifier, "app.tallow.notes.sync")
    }

    func testChargingPreconditionUsesProcessingKind() throws {
        scheduler.schedule(
            preconditions: TaskPreconditions(requiresNetwork: false, requiresCharging: true),
            schedule: TaskScheduleCompanion.shared.oneTime(initialDelayMillis: 0)
        )

        let request = try XCTUnwrap(submitter.requests.first)
        XCTAssertEqual(request.kind, .processing)
        XCTAssertTrue(request.requiresExternalPower)
    }

    func testInitialDelayKeepsFractionalSeconds() throws {
        scheduler.schedule(
            preconditions: TaskPreconditions(requiresNetwork: true, requiresCharging: false),
            schedule: TaskScheduleCompanion.shared.oneTime(initialDelayMillis: 1_500)
        )

        let request = try XCTUnwrap(submitter.requests.first)
        let offset = request.earliestBeginDate.timeIntervalSince(clock.now)
        XCTAssertEqual(offset, 1.5, accuracy: 0.001, "earliestBeginDate must keep the sub-second delay")
    }
}
