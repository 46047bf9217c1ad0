import XCTest
@testable import Kestrel

final class AttachmentSizeFormatterTests: XCTestCase {
    func testKilobytesUseBinaryUnits() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 2048), "2 KB")
    }
}
