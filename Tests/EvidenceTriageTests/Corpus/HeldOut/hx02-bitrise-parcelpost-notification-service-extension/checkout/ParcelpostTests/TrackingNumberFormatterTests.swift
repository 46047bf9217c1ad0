import XCTest
@testable import Parcelpost

final class TrackingNumberFormatterTests: XCTestCase {

    func testLeavesNonUPSNumbersAlone() {
        XCTAssertEqual(TrackingNumberFormatter.display("pp-4471"), "PP4471")
    }

    func testGroupsUPSNumberInFours() {
        XCTAssertEqual(TrackingNumberFormatter.display("1z999aa10123456784"), "1Z 999A A101 2345 6784")
    }
}
