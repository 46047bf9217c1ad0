import XCTest
@testable import Brambling

/// Device-lab only: reads the phone's real power state.
final class PowerPolicyTests: XCTestCase {

    func testDefersHeavySyncInLowPowerMode() throws {
        PowerStateMonitor.shared.start()
        let policy = SyncPolicy()

        let lowPower = ProcessInfo.processInfo.isLowPowerModeEnabled
        XCTAssertEqual(policy.shouldDeferHeavyWork(), lowPower)
    }
}
