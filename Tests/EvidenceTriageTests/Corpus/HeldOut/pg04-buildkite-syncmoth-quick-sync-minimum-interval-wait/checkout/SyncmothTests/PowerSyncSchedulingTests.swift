import XCTest
@testable import Syncmoth

final class PowerSyncSchedulingTests: XCTestCase {
    func testPowerSyncSubmits() {
        XCTAssertNoThrow(try SyncScheduler.shared.submitPowerSync())
    }
}
