import XCTest
@testable import Tidepool

final class MeterReadingFormatterTests: XCTestCase {
    func testFormatsSmallReading() {
        let formatter = ReadingFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(for: 4.25), "4.25")
    }

    /// Readings are shown in the meter's own locale (the utility bills in en_US),
    /// whatever region the phone is set to.
    func testFormatsLargeReadingForMeterLocale() {
        let formatter = ReadingFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(for: 12_500.5), "12,500.5")
    }
}
