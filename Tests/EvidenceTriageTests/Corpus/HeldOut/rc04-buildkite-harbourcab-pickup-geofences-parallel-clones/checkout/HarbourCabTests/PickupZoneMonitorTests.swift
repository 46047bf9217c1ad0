import XCTest
import CoreLocation
@testable import HarbourCab

final class PickupZoneMonitorTests: XCTestCase {
    private var os: FakeConditionMonitor!
    private var monitor: PickupZoneMonitor!

    override func setUp() {
        super.setUp()
        os = FakeConditionMonitor()
        monitor = PickupZoneMonitor(system: os)
    }

    func testNewZoneIsRegistered() async {
        await monitor.sync([.terminal2Rank])
        XCTAssertEqual(os.addCalls.map(\.identifier), ["pickup.terminal2-rank"])
    }

    func testReregistersRegionTheOSNoLongerHolds() async {
        await monitor.sync([.terminal2Rank])
        os.simulateSystemDropped("pickup.terminal2-rank")
        await monitor.sync([.terminal2Rank])
        XCTAssertEqual(os.addCalls.count, 2, "a zone the system stopped holding must be added again")
    }
}
