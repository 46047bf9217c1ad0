import XCTest
@testable import Ledgerly

final class DocumentStorageTests: XCTestCase {
    func testDocumentStorageURLIsInsideGroupContainer() throws {
        let group = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.io.ledgerly.vault"))
        let storage = try XCTUnwrap(VaultStorage.documentStorageURL)
        XCTAssertTrue(storage.path.hasPrefix(group.path))
    }

    func testImportedFileLandsInProviderStorage() throws {
        let src = Bundle(for: Self.self).url(forResource: "statement-2026-05", withExtension: "pdf")!
        let dest = try VaultStorage.importFile(src)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dest.path))
    }
}
