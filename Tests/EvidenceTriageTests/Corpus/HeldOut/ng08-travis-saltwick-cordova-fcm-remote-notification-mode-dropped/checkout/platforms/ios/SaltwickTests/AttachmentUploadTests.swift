import XCTest
@testable import Saltwick

final class AttachmentUploadTests: XCTestCase {

    func testOversizeAttachmentRejected() {
        let result = AttachmentPolicy.default.validate(byteCount: 26 * 1024 * 1024)
        XCTAssertEqual(result, .rejected(.tooLarge(limitMB: 25)))
    }
}
