import XCTest
@testable import Tallow

final class ScenePickerLayoutTests: XCTestCase {
    func testTileSpacingOnCompactWidth() {
        let layout = ScenePickerLayout(containerWidth: 375)
        XCTAssertEqual(layout.interItemSpacing, 16.0)
    }
}
