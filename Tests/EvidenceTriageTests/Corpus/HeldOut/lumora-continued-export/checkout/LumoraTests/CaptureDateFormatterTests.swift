import XCTest
@testable import Lumora

/// Runs under the "UK 12-hour" test plan configuration (en_GB, AppleICUForce12HourTime = YES),
/// mirroring the device settings from the support ticket.
final class CaptureDateFormatterTests: XCTestCase {
    func testParsesExifDateInDefaultConfiguration() {
        XCTAssertNotNil(ExifDateParser().date(from: "2026:06:02 08:15:00"))
    }

    func testSortsAssetsByCaptureDate() {
        let parser = ExifDateParser()
        let dates = ["2026:06:02 08:15:00", "2026:06:01 07:00:00"].compactMap(parser.date(from:))
        XCTAssertEqual(dates.sorted().count, 2)
    }

    func testParsesExifDateWith24HourClock() {
        let parser = ExifDateParser()

        let date = parser.date(from: "2026:11:28 21:14:07")

        XCTAssertNotNil(date, "EXIF date \"2026:11:28 21:14:07\" did not parse")
    }
}
