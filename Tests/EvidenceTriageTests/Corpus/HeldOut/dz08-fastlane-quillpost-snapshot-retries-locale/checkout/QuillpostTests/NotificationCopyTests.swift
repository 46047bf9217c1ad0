import XCTest
@testable import Quillpost

final class NotificationCopyTests: XCTestCase {

    func testDigestReadyBody() {
        let body = NotificationCopy.digestReadyBody(issueCount: 4, firstPublication: "The Margin")
        XCTAssertEqual(body, "4 new issues from The Margin and others")
    }
}
