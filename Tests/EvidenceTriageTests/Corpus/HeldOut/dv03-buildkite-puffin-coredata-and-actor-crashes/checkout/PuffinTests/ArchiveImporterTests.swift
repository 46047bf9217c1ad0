import XCTest
@testable import Puffin

final class ArchiveImporterTests: XCTestCase {
    func testImportKeepsOrder() async throws {
        let importer = try await ArchiveImporter(source: ArchiveSource())
        let imported = await importer.imported
        XCTAssertEqual(imported, ["a", "b", "c"])
    }
}
