import XCTest
@testable import Lumen

final class AttachmentSizeFormatterTests: XCTestCase {
    func testMegabytesOneDecimal() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 2_621_440), "2.5 MB")
    }
}
