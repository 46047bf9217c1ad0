import XCTest
@testable import ReelboxKit

final class LibraryDecodingTests: XCTestCase {
    func testDecodesMovieSection() throws {
        let data = try Fixtures.load("sections-movies-only")
        let response = try JSONDecoder().decode(LibrarySectionsResponse.self, from: data)
        XCTAssertEqual(response.sections.map(\.type), [.movie])
    }

    func testDecodesAllLibrarySections() throws {
        let data = try Fixtures.load("sections-2026-03")
        let response = try JSONDecoder().decode(LibrarySectionsResponse.self, from: data)
        XCTAssertEqual(response.sections.count, 7)
    }
}
