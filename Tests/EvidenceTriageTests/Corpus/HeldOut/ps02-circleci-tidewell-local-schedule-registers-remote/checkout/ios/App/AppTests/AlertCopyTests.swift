import XCTest
@testable import App

final class AlertCopyTests: XCTestCase {
    func testHighTideTitleUsesLocalTime() {
        let date = Date(timeIntervalSince1970: 1_788_000_000) // 10:40 UTC
        let title = AlertCopy.highTideTitle(at: date, in: TimeZone(identifier: "Europe/Lisbon")!)
        XCTAssertEqual(title, "High tide at 11:40")
    }
}
