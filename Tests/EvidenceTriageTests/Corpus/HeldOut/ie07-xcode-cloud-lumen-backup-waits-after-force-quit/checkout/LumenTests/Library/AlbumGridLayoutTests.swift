import XCTest
@testable import Lumen

final class AlbumGridLayoutTests: XCTestCase {
    func testThreeColumnsOnCompactWidth() {
        // iPhone 17 portrait: 390 pt wide... minus the 2 × 8 pt insets the grid actually gets.
        XCTAssertEqual(AlbumGridLayout.columns(for: 374, sizeClass: .compact), 3)
    }

    func testFourColumnsOnRegularWidth() {
        XCTAssertEqual(AlbumGridLayout.columns(for: 744, sizeClass: .regular), 4)
    }
}
