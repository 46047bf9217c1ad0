import XCTest
@testable import Tern

final class QuietHoursFormatterTests: XCTestCase {
    // Quiet hours are stored in UTC; the label shows the user's local time.
    func testQuietHoursStartShownInLocalTime() {
        let start = ISO8601DateFormatter().date(from: "2024-01-15T21:00:00Z")!
        let label = QuietHoursFormatter().startLabel(for: start)
        XCTAssertEqual(label, "22:00")
    }
}
