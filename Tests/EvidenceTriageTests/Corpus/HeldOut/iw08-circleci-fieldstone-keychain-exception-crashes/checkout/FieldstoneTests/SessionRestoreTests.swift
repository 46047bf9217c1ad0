import XCTest
@testable import FieldstoneTestHost

final class SessionRestoreTests: XCTestCase {
    func testRestoresSessionFromKeychain() {
        XCTAssertTrue(SessionManager.shared.restoreSession())
    }
}
