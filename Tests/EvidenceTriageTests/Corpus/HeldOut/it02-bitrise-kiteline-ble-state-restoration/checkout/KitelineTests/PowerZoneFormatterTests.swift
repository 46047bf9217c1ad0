import XCTest
@testable import Kiteline

final class PowerZoneFormatterTests: XCTestCase {
    private let formatter = PowerZoneFormatter(ftp: 250)

    func testRecoveryZone() {
        XCTAssertEqual(formatter.zoneLabel(watts: 120), "Z1 Recovery")
    }

    func testZoneUsesRoundedPercentOfFTP() {
        // 227 W / 250 W = 90.8 % -> 91 % -> threshold
        XCTAssertEqual(formatter.zoneLabel(watts: 227), "Z4 Threshold")
    }

    func testAnaerobicZone() {
        XCTAssertEqual(formatter.zoneLabel(watts: 320), "Z6 Anaerobic")
    }
}
