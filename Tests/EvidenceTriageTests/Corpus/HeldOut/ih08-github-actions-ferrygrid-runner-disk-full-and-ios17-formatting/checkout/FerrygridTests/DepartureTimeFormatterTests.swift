import XCTest
@testable import Ferrygrid

final class DepartureTimeFormatterTests: XCTestCase {
    private func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testDepartureLabel24Hour() {
        var f = DepartureTimeFormatter()
        f.locale = Locale(identifier: "en_GB")
        XCTAssertEqual(f.label(for: date("2024-08-30T08:41:00Z")), "09:41")
    }

    func testRelativeLabelUnderAnHour() {
        XCTAssertEqual(RelativeDepartureLabel(minutes: 25).text, "in 25 min")
    }

    func testDepartureLabel12Hour() {
        let label = DepartureTimeFormatter().label(for: date("2024-08-30T08:41:00Z"))
        XCTAssertEqual(label, "9:41 AM")
    }
}
