import XCTest
@testable import Larkspur

/// Runs in the Larkspur test host, which must carry the app's keychain-access-groups entitlement.
final class SharedSessionStoreTests: XCTestCase {
    func testShareExtensionReadsSessionThroughAccessGroup() throws {
        let store = SharedSessionStore()
        XCTAssertNoThrow(try store.save(sessionID: "sess-42"))
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.larkspur.session",
            kSecAttrAccessGroup as String: SharedSessionStore.accessGroup,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        XCTAssertEqual(SecItemCopyMatching(query as CFDictionary, &item), errSecSuccess)
    }
}
