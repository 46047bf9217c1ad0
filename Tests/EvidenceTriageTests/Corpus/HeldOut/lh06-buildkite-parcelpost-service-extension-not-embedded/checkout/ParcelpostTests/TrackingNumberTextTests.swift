import XCTest
@testable import Parcelpost

final class TrackingNumberTextTests: XCTestCase {
    func testGroupsUPSNumber() {
        XCTAssertEqual(TrackingNumberText.grouped("1z999aa10123456784"), "1Z 999 AA1 01 2345 6784")
    }
}
