import XCTest
@testable import Osprey

final class AttachmentSizeFormatterTests: XCTestCase {
    func testKilobytes() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 48_000), "48 KB")
    }

    func testMegabytesUseOneDecimal() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 2_450_000), "2.5 MB")
    }
}
