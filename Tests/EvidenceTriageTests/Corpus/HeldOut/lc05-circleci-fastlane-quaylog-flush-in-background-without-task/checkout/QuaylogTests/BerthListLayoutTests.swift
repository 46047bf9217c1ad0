import XCTest
@testable import Quaylog

final class BerthListLayoutTests: XCTestCase {
    func testRowHeightForDefaultSize() {
        XCTAssertEqual(BerthListLayout.rowHeight(for: .large), 56)
    }

    func testRowHeightForAccessibilitySizes() {
        XCTAssertEqual(BerthListLayout.rowHeight(for: .accessibilityExtraLarge), 88)
    }
}
