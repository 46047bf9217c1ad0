import XCTest
@testable import Bittern

final class LibraryImportTests: XCTestCase {
    func testImportsM4BChapters() async throws {
        let url = Bundle(for: Self.self).url(forResource: "fixture-3ch", withExtension: "m4b")!
        let book = try await LibraryImporter().importBook(at: url)
        XCTAssertEqual(book.chapters.count, 3)
    }
}
