import XCTest
@testable import Trailhead

final class TripTimestampParserTests: XCTestCase {
    func testParsesTimestampWith24HourDevice() {
        XCTAssertNotNil(TripTimestampParser(locale: Locale(identifier: "en_GB")).date(from: "2026-11-29 17:42:05"))
    }

    func testParsesTimestampWhenDeviceUses12HourClock() {
        // Device region UK with the 24-Hour Time switch turned off.
        let parser = TripTimestampParser(locale: Locale(identifier: "en_GB@hours=h12"))
        XCTAssertNotNil(parser.date(from: "2026-11-29 17:42:05"), "fixed-format backend timestamps must parse regardless of the user's clock setting")
    }
}
