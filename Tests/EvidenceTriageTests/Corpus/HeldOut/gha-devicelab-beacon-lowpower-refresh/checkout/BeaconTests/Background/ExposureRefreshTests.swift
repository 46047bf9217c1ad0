import XCTest
import BackgroundTasks
@testable import Beacon

final class ExposureRefreshTests: XCTestCase {

    func testRefreshScheduledInLowPowerMode() throws {
        setenv("EVIDENCE_TEST_ID", "ExposureRefreshTests/testRefreshScheduledInLowPowerMode", 1)
        XCTAssertTrue(ProcessInfo.processInfo.isLowPowerModeEnabled, "lab device 7 runs with Low Power Mode on")
        let request = BGAppRefreshTaskRequest(identifier: "de.beaconhealth.app.exposure-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request), "exposure refresh must be scheduled even in Low Power Mode")
    }
}
