import Security
import XCTest
@testable import Ledgerlight

final class SessionTokenStoreTests: XCTestCase {
    private var store: SessionTokenStore!

    override func setUp() {
        super.setUp()
        store = SessionTokenStore(service: "com.ledgerlight.app.session.tests-\(UUID().uuidString)")
    }

    override func tearDown() {
        store.deleteAll()
        super.tearDown()
    }

    func testSaveThenReadRoundTrips() throws {
        try store.save("rt-1", account: "refresh-token")
        XCTAssertEqual(try store.read(account: "refresh-token"), "rt-1")
    }

    func testReadMissingThrowsItemNotFound() {
        XCTAssertThrowsError(try store.read(account: "refresh-token")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    /// Token rotation: the aggregator returns a new refresh token on every refresh.
    func testSaveReplacesExistingRefreshToken() throws {
        try store.save("rt-1", account: "refresh-token")
        XCTAssertNoThrow(try store.save("rt-2", account: "refresh-token"))
        XCTAssertEqual(try store.read(account: "refresh-token"), "rt-2")
    }

    /// The content-available push handler refreshes the session while the phone is usually locked.
    func testRefreshTokenReadableWhileDeviceLocked() throws {
        try store.save("rt-1", account: "refresh-token")
        let attrs = try store.attributes(account: "refresh-token")
        XCTAssertEqual(attrs[kSecAttrAccessible as String] as? String,
                       kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly as String,
                       "silent-push sync reads the refresh token while the device may be locked")
    }
}
