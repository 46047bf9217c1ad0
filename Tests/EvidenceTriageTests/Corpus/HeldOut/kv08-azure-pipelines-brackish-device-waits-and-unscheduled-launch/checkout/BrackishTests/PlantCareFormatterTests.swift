import XCTest
@testable import Brackish

final class PlantCareFormatterTests: XCTestCase {
    func testWateringIntervalPluralization() {
        XCTAssertEqual(PlantCareFormatter.wateringInterval(days: 1), "Water every day")
    }
}
