import XCTest
@testable import Brindle

final class NotificationKeyStoreTests: XCTestCase {
    func testSaveSucceeds() {
        XCTAssertEqual(NotificationKeyStore.save("k-session-1", account: "u-42"), errSecSuccess)
    }

    func testExtensionReadsSessionKeyWrittenByApp() {
        XCTAssertEqual(NotificationKeyStore.save("k-session-1", account: "u-42"), errSecSuccess)
        XCTAssertEqual(NotificationKeyStore.read(account: "u-42"), "k-session-1")
    }
}
