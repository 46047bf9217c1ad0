import XCTest
@testable import FerncastleKit

/// Opt-in: runs against the real login keychain (FERNCASTLE_KEYCHAIN_TESTS=1 on the mac-mini lane).
final class KeychainSecretStoreIntegrationTests: XCTestCase {
    private var store: KeychainSecretStore!

    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["FERNCASTLE_KEYCHAIN_TESTS"] == "1")
        store = KeychainSecretStore(service: "com.ferncastle.tests.\(UUID().uuidString)")
    }

    func testAddUpdateReadAndDeleteAgainstTheRealKeychain() throws {
        XCTAssertNil(try store.read("syncToken"))
        try store.write("first", for: "syncToken")
        try store.write("second", for: "syncToken")
        XCTAssertEqual(try store.read("syncToken"), "second")
        try store.write("", for: "syncToken")
        XCTAssertNil(try store.read("syncToken"))
    }

    func testEmptyStringDeletesAndKeysDoNotBleedIntoEachOther() throws {
        try store.write("alpha", for: "backupPassphrase")
        try store.write("beta", for: "syncToken")
        try store.write("", for: "backupPassphrase")
        XCTAssertNil(try store.read("backupPassphrase"))
        XCTAssertEqual(try store.read("syncToken"), "beta")
    }
}
