import XCTest
@testable import Ferrybell

final class FareTableLayoutTests: XCTestCase {
    func testColumnWidthsOnCompact() {
        let widths = FareTableLayout.columnWidths(totalWidth: 320)
        XCTAssertEqual(widths, [120, 100, 100])
    }
}
