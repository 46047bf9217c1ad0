import XCTest
@testable import Quayside

final class BerthPassTokenStoreTests: XCTestCase {
    func testTokenRoundTripsWhileUnlocked() throws {
        let keychain = FakeKeychainClient()
        let store = BerthPassTokenStore(keychain: keychain)
        try store.save("berth-pass-7Q2")
        XCTAssertEqual(try store.token(), "berth-pass-7Q2")
    }

    func testTokenReadableAfterFirstUnlockWhileLocked() throws {
        let keychain = FakeKeychainClient()
        let store = BerthPassTokenStore(keychain: keychain)
        try store.save("berth-pass-7Q2")

        keychain.deviceLocked = true   // the berth-changed push arrives with the phone locked

        XCTAssertEqual(try store.token(), "berth-pass-7Q2")
    }
}
