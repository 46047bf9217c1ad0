import XCTest
@testable import Matchday

/// The Scores widget reads the session token through the shared keychain access group,
/// so the app must be able to write it there.
final class SharedSessionStoreTests: XCTestCase {
    private let store = SharedSessionStore(accessGroup: AppGroup.keychainAccessGroup)

    override func tearDownWithError() throws {
        try? store.clear()
    }

    func testAccessGroupUsesTeamPrefix() {
        XCTAssertEqual(AppGroup.keychainAccessGroup, "9QK4T2ZB7M.com.matchday.shared")
    }

    func testTokenIsReadableFromSharedAccessGroup() throws {
        try store.save(token: "tok_fixture_4411")
        XCTAssertEqual(try store.loadToken(), "tok_fixture_4411")
    }
}
