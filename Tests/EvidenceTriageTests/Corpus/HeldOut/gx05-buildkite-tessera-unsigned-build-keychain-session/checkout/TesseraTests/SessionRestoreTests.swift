import XCTest
@testable import Tessera

final class SessionRestoreTests: XCTestCase {
    func testRestoresSignedInUserOnLaunch() {
        SessionRestorer().save(token: "tok-123", login: "octo")
        let restored = SessionRestorer().restore()
        XCTAssertNotNil(restored, "a saved session must be restored on the next launch")
    }
}
