import XCTest
@testable import RetroShelf

final class LibraryImportTests: XCTestCase {
    func testImportsZipArchive() throws {
        let tmp = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: FileManager.default.temporaryDirectory, create: true)
        let zip = try Fixtures.copy("three-roms.zip", to: tmp)
        let result = try LibraryImporter().importArchive(at: zip)
        XCTAssertEqual(result.imported.count, 3)
    }
}
