import XCTest
@testable import Parcelpost

final class TrackingNumberFormatterTests: XCTestCase {
    func testFormatsUspsNumberInBlocksOfFour() {
        XCTAssertEqual(TrackingNumberFormatter.display("9400111899223344556677"),
                       "9400 1118 9922 3344 5566 77")
    }

    func testGroupsUpsNumberInBlocksOfFour() {
        // Design spec PP-2210: every carrier is grouped in fours, UPS included.
        XCTAssertEqual(TrackingNumberFormatter.display("1Z999AA10123456784"),
                       "1Z99 9AA1 0123 4567 84")
    }

    func testRejectsLowercaseCarrierPrefix() {
        XCTAssertEqual(TrackingNumberFormatter.display("1z999aa1"), "1Z999AA1")
    }
}
