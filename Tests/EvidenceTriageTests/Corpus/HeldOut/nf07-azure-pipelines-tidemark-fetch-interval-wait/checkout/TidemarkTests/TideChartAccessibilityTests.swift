import XCTest
@testable import Tidemark

final class TideChartAccessibilityTests: XCTestCase {
    func testAnnouncesNextHighTide() {
        let model = TideChartAccessibility(events: [.fixture(kind: .high, at: "09:31", height: 5.8)], locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(model.summary, "Next high tide 09:31, 5.8 metres")
    }
}
