import XCTest
@testable import Sorrelpad

final class SharedSessionStoreTests: XCTestCase {
    private let store = SharedSessionStore()

    override func tearDown() {
        try? store.clear(account: "test@sorrelpad.example")
    }

    func testTokenIsReadableFromWidgetAccessGroup() throws {
        XCTAssertNoThrow(try store.save(token: "tok_fixture_123", account: "test@sorrelpad.example"))

        XCTAssertEqual(try store.token(account: "test@sorrelpad.example"), "tok_fixture_123")
    }

    func testSignOutClearsSharedToken() throws {
        try store.save(token: "tok_fixture_456", account: "test@sorrelpad.example")
        try store.clear(account: "test@sorrelpad.example")

        XCTAssertNil(try store.token(account: "test@sorrelpad.example"))
    }
}
