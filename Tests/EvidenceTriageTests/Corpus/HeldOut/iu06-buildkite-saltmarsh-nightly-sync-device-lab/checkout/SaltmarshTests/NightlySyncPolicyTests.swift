import XCTest
@testable import Saltmarsh

final class NightlySyncPolicyTests: XCTestCase {
    func testSyncsOnWifiWhileCharging() {
        XCTAssertTrue(NightlySync(wifi: StubWifi(isOnWifi: true), battery: StubBattery(isCharging: true)).shouldSync())
    }

    func testSyncSkippedOnCellularEvenWhenPowered() {
        let subject = NightlySync(wifi: StubWifi(isOnWifi: false), battery: StubBattery(isCharging: true))
        XCTAssertFalse(subject.shouldSync(), "nightly sync must not run over cellular")
    }
}
