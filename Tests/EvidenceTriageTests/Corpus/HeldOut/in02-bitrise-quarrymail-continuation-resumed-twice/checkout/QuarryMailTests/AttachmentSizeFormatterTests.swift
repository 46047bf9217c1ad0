import XCTest
@testable import QuarryMail

final class AttachmentSizeFormatterTests: XCTestCase {
    override func setUp() {
        // CI simulators run en_US; pin it anyway.
        UserDefaults.standard.set(["en_US"], forKey: "AppleLanguages")
    }

    func testKilobytes() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 48_000), "48 KB")
    }

    func testMegabytesUseOneDecimal() {
        XCTAssertEqual(AttachmentSizeFormatter.string(bytes: 3_450_000), "3.5 MB")
    }
}
