import Security
import XCTest
@testable import Ledgerline

final class CredentialStoreTests: XCTestCase {
    func testSaveUsesAfterFirstUnlock() throws {
        let backend = RecordingKeychainBackend()
        try CredentialStore(backend: backend).save(.fixture())
        XCTAssertEqual(backend.lastAddQuery?[kSecAttrAccessible as String] as? String, "ck")
    }

    func testFetchAllQueryIncludesAccessibility() throws {
        let backend = RecordingKeychainBackend()
        _ = try CredentialStore(backend: backend).fetchAll()
        // Items saved with an explicit accessibility class must be queried with it too,
        // or SecItemCopyMatching fails with -25308 while the device is locked.
        XCTAssertEqual(backend.lastCopyQuery?[kSecAttrAccessible as String] as? String, "ck")
    }
}
