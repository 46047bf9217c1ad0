import HealthKit
import XCTest
@testable import StridelogWatch

private final class RecordingRecovery: WorkoutSessionRecovering {
    private(set) var calls = 0
    func recoverActiveWorkoutSession() async throws -> HKWorkoutSession? {
        calls += 1
        return nil
    }
}

final class WorkoutRecoveryTests: XCTestCase {

    /// watchOS calls handleActiveWorkoutRecovery() when it relaunches the app
    /// after a crash mid-run; the delegate must ask HealthKit for the session.
    func testDelegateRecoversActiveWorkout() async throws {
        let delegate = WatchAppDelegate()
        let recovery = RecordingRecovery()
        delegate.store = recovery

        (delegate as WKApplicationDelegate).handleActiveWorkoutRecovery?()
        try await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(recovery.calls, 1, "active workout was not recovered after relaunch")
    }
}
