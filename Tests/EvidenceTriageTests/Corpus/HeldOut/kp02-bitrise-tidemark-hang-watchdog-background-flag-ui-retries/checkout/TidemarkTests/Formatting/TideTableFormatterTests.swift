import XCTest
@testable import Tidemark

final class TideTableFormatterTests: XCTestCase {
    private let event = TideEvent(kind: .high, date: Date(timeIntervalSince1970: 1_764_603_720), heightMeters: 4.1)

    func testHighLowLabelsUse24HourClockInGermanLocale() {
        var f = TideTableFormatter()
        f.locale = Locale(identifier: "de_DE")
        f.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(f.label(for: event), "Hochwasser 15:42")
    }

    func testHighLowLabelsInUSLocale() {
        var f = TideTableFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(f.label(for: event), "High water 3:42 PM")
    }
}
