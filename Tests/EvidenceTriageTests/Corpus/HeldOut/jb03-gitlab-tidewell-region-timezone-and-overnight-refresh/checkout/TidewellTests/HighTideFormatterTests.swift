import XCTest
@testable import Tidewell

final class HighTideFormatterTests: XCTestCase {
    private let dunLaoghaire = Harbour(name: "Dún Laoghaire", timeZone: TimeZone(identifier: "Europe/Dublin")!)

    func testHighTideShownInHarbourTimeZone() {
        // 13:05 UTC on 14 July = 14:05 Irish Summer Time, which is what the harbour board shows.
        let highTide = ISO8601DateFormatter().date(from: "2026-07-14T13:05:00Z")!
        let formatter = HighTideFormatter(locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.timeText(for: highTide, at: dunLaoghaire), "14:05")
    }

    func testHeightUsesMetres() {
        let formatter = HighTideFormatter(locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.heightText(metres: 4.21), "4.2 m")
    }
}
