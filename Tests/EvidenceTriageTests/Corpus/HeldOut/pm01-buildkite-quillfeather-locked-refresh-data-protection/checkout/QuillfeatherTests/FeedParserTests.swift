import XCTest
@testable import Quillfeather

final class FeedParserTests: XCTestCase {
    func testEnclosureLengthParsed() throws {
        let xml = #"<item><enclosure url="https://cdn.example/e1.mp3" length="48213004" type="audio/mpeg"/></item>"#
        let item = try FeedParser().parseItem(Data(xml.utf8))
        XCTAssertEqual(item.enclosure?.length, 48_213_004)
    }

    func testTitleEntitiesDecoded() throws {
        let item = try FeedParser().parseItem(Data("<item><title>Q&amp;A</title></item>".utf8))
        XCTAssertEqual(item.title, "Q&A")
    }
}
