import XCTest
import Security
@testable import QuaysideShared

final class KeyStoreTests: XCTestCase {
    func testPreviewKeyIsReadableWhileLocked() throws {
        let store = PreviewKeyStore(accessGroup: "4KQ7QSIDE1.com.quayside.shared")
        try store.save(Data(repeating: 7, count: 32))
        // The service extension runs while the phone is locked: the item must be AfterFirstUnlock.
        let attrs = try store.attributes()
        XCTAssertEqual(attrs[kSecAttrAccessible as String] as? String, kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
