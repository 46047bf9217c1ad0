import XCTest
@testable import Folio

final class LibraryImportTests: XCTestCase {
    func testImportLargeEPUBShowsProgress() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "moby-dick-illustrated", withExtension: "epub"))
        let progress = expectation(description: "progress reported")
        progress.assertForOverFulfill = false
        let importer = LibraryImporter(destination: FileManager.default.temporaryDirectory)
        importer.onProgress = { if $0 > 0.5 { progress.fulfill() } }
        importer.importBook(at: url)
        wait(for: [progress], timeout: 3)
    }
}
