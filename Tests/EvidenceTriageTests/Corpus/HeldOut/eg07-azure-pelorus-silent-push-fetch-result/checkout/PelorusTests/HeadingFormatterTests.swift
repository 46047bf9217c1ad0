import XCTest
@testable import Pelorus

final class HeadingFormatterTests: XCTestCase {
    func testWrapsAt360() {
        XCTAssertEqual(HeadingFormatter().string(degrees: 360), "000°")
    }
}
