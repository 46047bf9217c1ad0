import XCTest
@testable import Parcelpost

final class TrackingNumberFormatterTests: XCTestCase {
    func testGroupsUpsNumbersInFours() {
        XCTAssertEqual(TrackingNumberFormatter.display("1Z999AA10123456784"), "1Z 999A A101 2345 6784")
    }

    func testUppercasesInput() {
        XCTAssertEqual(TrackingNumberFormatter.display("1z999aa10123456784").prefix(2), "1Z")
    }
}
