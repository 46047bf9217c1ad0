import XCTest
@testable import Tern

final class AttachmentSizeTests: XCTestCase {
    func testHalfMegabyteAttachmentLabel() {
        XCTAssertEqual(AttachmentSize.label(bytes: 524_288), "0.5 MB")
    }
}
