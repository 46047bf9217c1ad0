import XCTest
import Security
@testable import Quayside

final class SessionTokenStoreTests: XCTestCase {
    private var store: SessionTokenStore!

    override func setUp() {
        super.setUp()
        store = SessionTokenStore(account: "test-\(name)")
    }

    override func tearDown() {
        SecItemDelete([
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: SessionTokenStore.service,
        ] as CFDictionary)
        super.tearDown()
    }

    func testRoundTripsToken() throws {
        try store.save("rt-1")
        XCTAssertEqual(try store.load(), "rt-1")
    }

    func testSaveReplacesExistingToken() throws {
        try store.save("rt-1")
        try store.save("rt-2")
        XCTAssertEqual(try store.load(), "rt-2")
    }

    func testTokenStoredAfterFirstUnlockForBackgroundRefresh() throws {
        try store.save("rt-1")
        let accessible = store.attributes()?[kSecAttrAccessible as String] as? String

        // TimetableRefreshTask reads this token from BGAppRefreshTask, often with the
        // screen locked: WhenUnlocked items fail there with errSecInteractionNotAllowed.
        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlock as String,
                       "Refresh token must stay readable while the device is locked so the background timetable refresh can authenticate")
    }
}
