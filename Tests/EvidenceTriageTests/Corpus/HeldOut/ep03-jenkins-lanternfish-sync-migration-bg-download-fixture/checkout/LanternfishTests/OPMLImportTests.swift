//
//  OPMLImportTests.swift
//  LanternfishTests
//

import XCTest
@testable import Lanternfish

final class OPMLImportTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "opml"),
                                "\(name).opml is not in the test bundle")
        return try Data(contentsOf: url)
    }

    func testImportsFlatList() throws {
        let feeds = try OPMLImporter().feeds(from: fixture("feeds-flat"))
        XCTAssertEqual(feeds.count, 12)
    }

    func testImportsCategories() throws {
        let feeds = try OPMLImporter().feeds(from: fixture("feeds-with-categories"))
        XCTAssertEqual(Set(feeds.compactMap(\.category)), ["News", "Science", "Comedy"])
    }

    func testImportsNestedOutlines() throws {
        let feeds = try OPMLImporter().feeds(from: fixture("nested-outlines"))
        XCTAssertEqual(feeds.count, 9)
    }
}
