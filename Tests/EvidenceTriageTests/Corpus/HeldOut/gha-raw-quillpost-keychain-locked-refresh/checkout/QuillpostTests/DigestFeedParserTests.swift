import XCTest
@testable import Quillpost

final class DigestFeedParserTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "xml"))
        return try Data(contentsOf: url)
    }

    func testParsesTitlesAndLinks() throws {
        let items = try DigestFeedParser().parse(fixture("digest-214"))
        XCTAssertEqual(items.count, 12)
        XCTAssertEqual(items.first?.title, "The quiet economics of letterpress")
    }

    func testParsesIssueNumberFromGUID() throws {
        // GUIDs look like "urn:quillpost:issue:214:item:3" since the 2026 feed change.
        let items = try DigestFeedParser().parse(fixture("digest-214"))
        XCTAssertEqual(items.first?.issueNumber, 214)
    }

    func testSkipsItemsWithoutLink() throws {
        let items = try DigestFeedParser().parse(fixture("digest-missing-links"))
        XCTAssertEqual(items.map(\.title), ["Kept"])
    }
}
