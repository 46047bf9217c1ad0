import XCTest
@testable import Quayside

final class HarborFeeFormatterTests: XCTestCase {
    func testWholePounds() {
        XCTAssertEqual(HarborFeeFormatter.overnightFee(lengthMetres: 10, ratePerMetre: 2), "£20.00")
    }

    func testOvernightFeeRoundsHalfUp() {
        // 11.5 m × £1.607 = £18.4805 → £18.48; 9 m × £1.005 = £9.045 → £9.05 (half up)
        XCTAssertEqual(HarborFeeFormatter.overnightFee(lengthMetres: 11.5, ratePerMetre: 1.607), "£18.48")
        XCTAssertEqual(HarborFeeFormatter.overnightFee(lengthMetres: 9, ratePerMetre: 1.0050), "£9.05")
    }
}
