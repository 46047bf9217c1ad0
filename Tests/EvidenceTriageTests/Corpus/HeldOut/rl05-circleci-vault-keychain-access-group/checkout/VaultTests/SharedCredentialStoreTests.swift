import XCTest
@testable import Vault

final class SharedCredentialStoreTests: XCTestCase {
    func testTokenSavedForWidget() throws {
        let store = SharedCredentialStore()
        XCTAssertNoThrow(try store.save(token: "tok_live_fixture", account: "primary"))
        XCTAssertEqual(try WidgetCredentialReader().token(account: "primary"), "tok_live_fixture")
    }
}
