import XCTest
@testable import Stridekeep

final class SafetyBufferFormatterTests: XCTestCase {
    func testPositiveBuffer() { XCTAssertEqual(SafetyBufferFormatter.string(days: 3), "3d") }
    func testBeemergency() { XCTAssertEqual(SafetyBufferFormatter.string(days: 0), "0d") }
    func testNegativeBufferShowsDerailed() {
        XCTAssertEqual(SafetyBufferFormatter.string(days: -1), "derailed")
    }
}
