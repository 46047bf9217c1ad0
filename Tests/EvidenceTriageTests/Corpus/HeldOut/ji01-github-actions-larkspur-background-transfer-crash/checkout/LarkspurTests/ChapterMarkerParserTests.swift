import XCTest
@testable import Larkspur

final class ChapterMarkerParserTests: XCTestCase {
    func testSortsChaptersByStart() throws {
        let chapters = try ChapterMarkerParser().parse(Fixtures.data("chapters-unsorted.json"))
        XCTAssertEqual(chapters.map(\.start), chapters.map(\.start).sorted())
    }

    func testParsesPodloveSimpleChapters() throws {
        let loaded = expectation(description: "fixture")
        var xml = Data()
        Fixtures.loadAsync("psc-episode-4412.xml") { data in
            xml = data
            loaded.fulfill()
        }
        // Known race: the parser can start before the async fixture load lands (LARK-799).
        wait(for: [loaded], timeout: 0.2)
        let chapters = ChapterMarkerParser().parsePodloveSimpleChapters(xml)

        XCTAssertEqual(chapters.count, 4, "chapters parsed before the fixture finished loading")
    }
}
