import XCTest
@testable import PollenIndex

final class PollenIndexTests: XCTestCase {
    func testIndexLevelsForGrassPollen() {
        XCTAssertEqual(PollenIndex.level(grainsPerCubicMeter: 50, species: .grass), .high)
    }
}
