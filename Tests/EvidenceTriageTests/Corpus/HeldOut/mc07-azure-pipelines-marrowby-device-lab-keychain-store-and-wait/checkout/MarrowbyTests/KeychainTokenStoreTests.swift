import XCTest
@testable import Marrowby

final class KeychainTokenStoreTests: XCTestCase {
    private let store = KeychainTokenStore(service: "com.marrowby.tests")

    func testSaveThenReadToken() throws {
        XCTAssertEqual(store.save("tok-1", account: "primary"), errSecSuccess)
        XCTAssertEqual(store.read(account: "primary"), "tok-1")
    }

    func testDeleteRemovesToken() throws {
        XCTAssertEqual(store.save("tok-2", account: "secondary"), errSecSuccess)
        XCTAssertEqual(store.delete(account: "secondary"), errSecSuccess, "SecItemDelete status")
        XCTAssertNil(store.read(account: "secondary"))
    }
}
