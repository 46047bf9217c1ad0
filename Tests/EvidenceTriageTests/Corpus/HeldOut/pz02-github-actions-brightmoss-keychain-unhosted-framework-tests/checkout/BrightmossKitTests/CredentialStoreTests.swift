import XCTest
@testable import BrightmossKit

final class CredentialStoreTests: XCTestCase {
    private var store: CredentialStore!

    override func setUp() {
        super.setUp()
        store = CredentialStore(service: "com.brightmoss.sync", accessGroup: CredentialStore.sharedGroup)
        try? store.delete(account: "primary")
    }

    func testSaveThenReadToken() {
        XCTAssertNoThrow(try store.save(token: "tok_4f1c", account: "primary"))
        XCTAssertEqual(try? store.token(account: "primary"), "tok_4f1c")
    }

    func testDeleteRemovesToken() {
        _ = try? store.save(token: "tok_4f1c", account: "primary")
        let status = store.deleteStatus(account: "primary")
        XCTAssertEqual(status, errSecSuccess)
    }

    func testMissingTokenReturnsNil() {
        XCTAssertNil(try? store.token(account: "nobody"))
    }
}
