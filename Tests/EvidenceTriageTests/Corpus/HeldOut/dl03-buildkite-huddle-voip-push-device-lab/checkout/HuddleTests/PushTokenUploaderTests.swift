import XCTest
@testable import Huddle

final class PushTokenUploaderTests: XCTestCase {
    func testVoIPTokenIsHexEncoded() {
        let token = Data([0x0a, 0xff, 0x10, 0x00, 0x7c])
        let uploader = PushTokenUploader(api: .recording())
        XCTAssertEqual(uploader.encode(token), "0aff10007c")
    }
}
