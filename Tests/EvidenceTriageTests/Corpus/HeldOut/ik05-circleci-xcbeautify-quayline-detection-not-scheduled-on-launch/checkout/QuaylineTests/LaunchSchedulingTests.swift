import XCTest
@testable import Quayline

final class LaunchSchedulingTests: XCTestCase {
    private let monday8am = ISO8601DateFormatter().date(from: "2026-12-07T08:00:00Z")!

    /// A fresh install must have a detection request pending without waiting
    /// for a first run that can never happen (PR #231).
    func testInitialDetectionTaskScheduledOnLaunch() {
        let mock = MockTaskScheduler()
        let detection = DetectionScheduler(scheduler: mock, clock: FakeClock(now: monday8am))

        detection.applicationDidFinishLaunching()

        XCTAssertEqual(mock.submitted.count, 1, "exposure-detection should be submitted at launch")
        XCTAssertEqual(mock.submitted.first?.identifier, DetectionScheduler.identifier)
    }

    func testNextDetectionAfterRunIsSixHoursOut() {
        let mock = MockTaskScheduler()
        let detection = DetectionScheduler(scheduler: mock, clock: FakeClock(now: monday8am))

        detection.scheduleNext()

        XCTAssertEqual(mock.submitted.first?.earliestBeginDate, monday8am.addingTimeInterval(6 * 60 * 60))
    }

    func testDetectionRequiresNetwork() {
        let mock = MockTaskScheduler()
        DetectionScheduler(scheduler: mock, clock: FakeClock(now: monday8am)).scheduleNext()
        XCTAssertEqual((mock.submitted.first as? BGProcessingTaskRequest)?.requiresNetworkConnectivity, true)
    }
}
