import BackgroundTasks
import XCTest
@testable import VantageProbe

/// Device-lab only: exercises the real scheduler on the lab iPhone.
final class AutorunScheduleTests: XCTestCase {

    func testAutorunLaunchesWithinAnHourOnDevice() throws {
        let launched = expectation(forNotification: .autorunDidStart, object: nil)
        try AutorunScheduler.shared.schedule(every: .minutes(15), onlyOnWiFi: false, onlyWhileCharging: false)
        // the lab phone sits on Wi-Fi and power, so the first run should come at the requested interval
        wait(for: [launched], timeout: 3600)
        XCTAssertGreaterThan(AutorunStats.shared.runCount, 0)
    }
}
