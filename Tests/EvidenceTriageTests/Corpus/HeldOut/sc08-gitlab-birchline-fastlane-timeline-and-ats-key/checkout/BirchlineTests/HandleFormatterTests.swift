import XCTest
@testable import Birchline

final class HandleFormatterTests: XCTestCase {
    func testStripsLeadingAt() {
        XCTAssertEqual(HandleFormatter.normalized("@Wren"), "wren")
    }
}
