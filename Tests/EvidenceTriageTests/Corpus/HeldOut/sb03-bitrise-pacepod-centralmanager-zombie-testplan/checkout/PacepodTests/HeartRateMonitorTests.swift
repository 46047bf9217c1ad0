import XCTest
import CoreBluetooth
@testable import Pacepod

final class HeartRateMonitorTests: XCTestCase {
    func testMonitorStartsIdle() {
        let monitor = HeartRateMonitor()
        XCTAssertEqual(monitor.phase, .idle)
    }

    func testMonitorTearsDownCleanly() {
        var monitor: HeartRateMonitor? = HeartRateMonitor()
        monitor?.prepare()          // creates the CBCentralManager
        monitor = nil               // released right away
        XCTAssertNil(monitor)
    }
}
