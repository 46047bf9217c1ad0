import XCTest
@testable import Saltmarsh

final class MigrationCadenceTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_796_860_800)

    func testFallsBackWithoutSDKTime() {
        XCTAssertEqual(MigrationCadence().nextWake(now: now, sdkTransferTime: nil), now.addingTimeInterval(6.5 * 3600))
    }

    func testPrefersSDKTransferTimeOverFallback() {
        let sdk = now.addingTimeInterval(2 * 3600)
        XCTAssertEqual(MigrationCadence().nextWake(now: now, sdkTransferTime: sdk), sdk)
    }

    func testSDKTimeBelowFloorIsRaisedToFloor() {
        let sdk = now.addingTimeInterval(5 * 60)
        XCTAssertEqual(MigrationCadence().nextWake(now: now, sdkTransferTime: sdk), now.addingTimeInterval(30 * 60))
    }
}
