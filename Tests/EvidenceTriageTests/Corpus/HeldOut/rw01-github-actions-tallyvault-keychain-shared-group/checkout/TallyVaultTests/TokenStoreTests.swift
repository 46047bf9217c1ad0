import XCTest
@testable import TallyVault

final class TokenStoreTests: XCTestCase {
    private let store = TokenStore()

    override func tearDown() {
        try? store.clear(account: "ci@tallyvault.test")
        super.tearDown()
    }

    func testSaveTokenToSharedGroup() {
        XCTAssertNoThrow(try store.save(token: "tv_live_8f2c", for: "ci@tallyvault.test"))
    }

    func testAutofillExtensionReadsSharedToken() throws {
        try? store.save(token: "tv_live_8f2c", for: "ci@tallyvault.test")
        let extensionView = TokenStore()
        XCTAssertEqual(try extensionView.token(for: "ci@tallyvault.test"), "tv_live_8f2c")
    }
}
