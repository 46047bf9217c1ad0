import XCTest
@testable import TidewellKit

final class TideTableFormatterTests: XCTestCase {
    func testHighWaterTimeUsesHarbourTimeZone() {
        let formatter = TideTableFormatter(locale: Locale(identifier: "en_GB"))
        let event = TideEvent(kind: .high, at: Date(timeIntervalSince1970: 1_784_000_520),
                              station: .fixture(id: "BRST", timeZone: TimeZone(identifier: "Europe/London")!))
        XCTAssertEqual(formatter.clockTime(for: event), "07:42")
    }
}
