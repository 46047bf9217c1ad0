import XCTest
@testable import Morrowlane

final class NoteSearchTests: XCTestCase {
    func testDiacriticInsensitiveSearch() async throws {
        let index = try await NoteSearchIndex.warm(.fixture)
        XCTAssertEqual(index.search("cafe").map(\.title), ["Café list"])
    }
}
