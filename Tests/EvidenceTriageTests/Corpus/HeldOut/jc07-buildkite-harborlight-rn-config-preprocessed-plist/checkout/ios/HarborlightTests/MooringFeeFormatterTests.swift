import XCTest
@testable import Harborlight

final class MooringFeeFormatterTests: XCTestCase {
    func testWholePounds() {
        XCTAssertEqual(MooringFeeFormatter.format(pence: 4200), "£42.00")
    }

    func testFeeRoundsToNearestCent() {
        XCTAssertEqual(MooringFeeFormatter.format(pence: 3187.6), "£31.88")
    }
}
