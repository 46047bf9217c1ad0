import Foundation
import TidewrackCore
import XCTest

final class QuietHoursFormatterTests: XCTestCase {
    // 2026-07-15T03:00:00Z
    private let end = Date(timeIntervalSince1970: 1_784_084_400)

    func testUTCZone() {
        let formatter = QuietHoursFormatter(zoneCode: "GMT")
        XCTAssertEqual(formatter.banner(until: end), "Quiet until 3:00 AM GMT")
    }

    func testEasternZoneUsesGMTOffset() {
        // The marina API sends the fixed-offset abbreviation all year round.
        let formatter = QuietHoursFormatter(zoneCode: "EST")
        XCTAssertEqual(formatter.banner(until: end), "Quiet until 10:00 PM GMT-05:00")
    }

    func testUnknownZoneFallsBackToUTC() {
        let formatter = QuietHoursFormatter(zoneCode: "Harbour/Nowhere")
        XCTAssertEqual(formatter.banner(until: end), "Quiet until 3:00 AM GMT")
    }
}
