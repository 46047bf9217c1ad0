import XCTest
@testable import Plumtree

final class PlantCareFormatterTests: XCTestCase {
    func testWateringIntervalPluralization() {
        XCTAssertEqual(PlantCareFormatter.wateringInterval(days: 1), "Every day")
        XCTAssertEqual(PlantCareFormatter.wateringInterval(days: 3), "Every 3 days")
    }
}
