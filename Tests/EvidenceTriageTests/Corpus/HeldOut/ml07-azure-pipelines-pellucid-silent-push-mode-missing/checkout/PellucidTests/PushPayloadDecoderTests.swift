import XCTest
@testable import Pellucid

final class PushPayloadDecoderTests: XCTestCase {
    func testDecodesThreadIdentifier() {
        let userInfo: [AnyHashable: Any] = ["aps": ["thread-id": "inbox-42", "content-available": 1]]
        XCTAssertEqual(PushPayloadDecoder.decode(userInfo)?.threadID, "inbox-42")
    }
}
