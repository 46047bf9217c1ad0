import XCTest
@testable import Windrow

final class TrackingNumberFormatterTests: XCTestCase {
    func testGroupsUPSNumbers() {
        XCTAssertEqual(TrackingNumberFormatter.display("1z999aa10123456784"), "1Z 999 AA1 01 2345 6784")
    }

    func testGroupsRoyalMailNumbersInFours() {
        XCTAssertEqual(TrackingNumberFormatter.display("ab123456789gb"), "AB 1234 5678 9 GB")
    }

    func testLeavesUnknownCarriersUngrouped() {
        XCTAssertEqual(TrackingNumberFormatter.display("dhl-55 1234"), "DHL551234")
    }
}
