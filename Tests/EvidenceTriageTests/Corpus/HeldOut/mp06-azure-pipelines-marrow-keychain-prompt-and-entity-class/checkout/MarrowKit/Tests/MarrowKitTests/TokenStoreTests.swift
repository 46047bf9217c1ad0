import XCTest
@testable import MarrowKit

final class TokenStoreTests: XCTestCase {
    let store = TokenStore(service: "com.marrow.tests")

    func testStoresRefreshToken() {
        let written = expectation(description: "keychain write")
        store.save(refresh: "r-fixture") { _ in written.fulfill() }
        wait(for: [written], timeout: 30)
    }

    func testClearRemovesTokens() {
        let cleared = expectation(description: "keychain delete")
        store.clear { _ in cleared.fulfill() }
        wait(for: [cleared], timeout: 30)
    }
}
