import XCTest
import Security
@testable import Harbor

final class KeychainTokenStoreTests: XCTestCase {

    func testReadMissingAccountReturnsNil() {
        XCTAssertNil(KeychainTokenStore().read(account: "nobody-\(UUID())"))
    }

    func testSaveAndReadToken() {
        let store = KeychainTokenStore()
        let status = store.save("tok-test-value", account: "ci-user")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd")
        XCTAssertEqual(store.read(account: "ci-user"), "tok-test-value")
    }

    func testSharedAccessGroupVisibleToWidget() {
        // The pass widget reads the same item through the shared group.
        let store = KeychainTokenStore(accessGroup: "T7QK3M2P9L.com.harbor.shared")
        let status = store.save("tok-shared-value", account: "ci-user")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd with shared access group")
    }
}
