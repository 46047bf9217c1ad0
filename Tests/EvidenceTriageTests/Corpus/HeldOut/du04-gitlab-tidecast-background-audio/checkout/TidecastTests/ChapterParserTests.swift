import XCTest
@testable import TidecastCore

final class ChapterParserTests: XCTestCase {
    func testParsesPodloveTimestamps() throws {
        let xml = """
        <psc:chapters version="1.2">
          <psc:chapter start="00:00:00" title="Intro"/>
          <psc:chapter start="00:01:02.500" title="News"/>
          <psc:chapter start="01:02:03.250" title="Interview"/>
        </psc:chapters>
        """
        let chapters = try ChapterParser().parse(Data(xml.utf8))
        XCTAssertEqual(chapters.map(\.start), [0, 62.5, 3723.25])
    }

    func testIgnoresEmptyTitles() throws {
        let xml = #"<psc:chapters><psc:chapter start="00:00:10" title=""/></psc:chapters>"#
        XCTAssertTrue(try ChapterParser().parse(Data(xml.utf8)).isEmpty)
    }
}
