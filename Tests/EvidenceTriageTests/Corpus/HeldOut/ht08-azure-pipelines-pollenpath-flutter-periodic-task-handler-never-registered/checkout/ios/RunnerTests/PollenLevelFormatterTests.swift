import XCTest
@testable import Runner

final class PollenLevelFormatterTests: XCTestCase {
    func testModerateLabel() {
        XCTAssertEqual(PollenLevelFormatter.label(for: 5), "Moderate")
    }

    func testVeryHighLabel() {
        XCTAssertEqual(PollenLevelFormatter.label(for: 10), "Very high")
    }
}
