import XCTest
@testable import Parcelwise

final class TrackingNumberValidatorTests: XCTestCase {
    func testUSPSCheckDigit() {
        // Numbers from labels printed by the Click-N-Ship sandbox.
        XCTAssertTrue(TrackingNumberValidator().isValidUSPS("9400 1118 9922 3855 1477 15"))
        XCTAssertTrue(TrackingNumberValidator().isValidUSPS("9205 5901 7530 5500 0013 93"))
    }
}
