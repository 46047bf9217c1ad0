import XCTest
@testable import Quarrydell

final class AlbumGridLayoutTests: XCTestCase {
    func testColumnCountOnCompactWidth() {
        XCTAssertEqual(AlbumGridLayout.columns(forWidth: 375, sizeClass: .compact), 3)
    }
}
