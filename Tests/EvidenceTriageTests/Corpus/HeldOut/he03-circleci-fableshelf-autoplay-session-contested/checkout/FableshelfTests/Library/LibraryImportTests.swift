import XCTest
@testable import Fableshelf

final class LibraryImportTests: XCTestCase {
    func testImportingSameFileTwiceKeepsOneBook() throws {
        let library = try LibraryService.inMemory()
        let url = Bundle(for: Self.self).url(forResource: "sample-chapters", withExtension: "m4b")!
        try library.importFile(at: url)
        try library.importFile(at: url)
        XCTAssertEqual(try library.fetchBooks().count, 1)
    }
}
