import XCTest
@testable import Ospray

final class FieldGuideTests: XCTestCase {
    func testLoadsSpeciesIndex() throws {
        let guide = try FieldGuide.bundled()
        XCTAssertGreaterThan(guide.species.count, 900)
    }
}
