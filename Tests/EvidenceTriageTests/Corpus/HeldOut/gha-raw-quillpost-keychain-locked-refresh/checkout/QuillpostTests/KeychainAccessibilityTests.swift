import Security
import XCTest
@testable import Quillpost

/// The background refresh (com.quillpost.reader.refresh) signs its request with the
/// session token. It runs while the phone is locked, so the item must not be
/// limited to "when unlocked".
final class KeychainAccessibilityTests: XCTestCase {
    private var store: SessionTokenStore!

    override func setUpWithError() throws {
        store = SessionTokenStore(service: "com.quillpost.reader.tests")
        try store.removeAll()
    }

    override func tearDownWithError() throws {
        try store.removeAll()
    }

    func testSessionTokenRoundTrips() throws {
        try store.save(token: "fixture-session-1", for: "reader@example.test")
        XCTAssertEqual(try store.token(for: "reader@example.test"), "fixture-session-1")
    }

    func testSessionTokenReadableAfterFirstUnlock() throws {
        try store.save(token: "fixture-session-2", for: "reader@example.test")

        let attributes = try store.attributes(for: "reader@example.test")
        let accessible = attributes[kSecAttrAccessible as String] as? String

        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlock as String, "session token must stay readable by the background refresh while the device is locked")
    }

    func testSavingTwiceUpdatesInsteadOfDuplicating() throws {
        try store.save(token: "a", for: "reader@example.test")
        try store.save(token: "b", for: "reader@example.test")
        XCTAssertEqual(try store.token(for: "reader@example.test"), "b")
    }
}
