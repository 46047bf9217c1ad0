import XCTest
import BackgroundTasks
@testable import Marlowe

/// Nightly device soak: the lab iPhone stays on its charger and on Wi-Fi overnight.
final class NightlyPrefetchTests: XCTestCase {
    func testPrefetchProcessingTaskRunsWhileCharging() throws {
        let ran = expectation(description: "timetable prefetch launched")
        TimetablePrefetch.onLaunchForTesting = { ran.fulfill() }
        try TimetablePrefetch.submit(earliest: Date(timeIntervalSinceNow: 60))
        let result = XCTWaiter().wait(for: [ran], timeout: 900)
        if result != .completed {
            XCTFail("prefetch task did not run within 900 s (submitted OK, device on charger)")
        }
    }
}
