import XCTest
@testable import Oriole

final class OPMLImportTests: XCTestCase {
    func testFlatOPML() throws {
        let opml = """
        <opml version="2.0"><body>
          <outline type="rss" text="A" xmlUrl="https://feeds.example.net/a.xml"/>
          <outline type="rss" text="B" xmlUrl="https://feeds.example.net/b.xml"/>
        </body></opml>
        """
        XCTAssertEqual(OPMLImporter().parse(Data(opml.utf8)).count, 2)
    }

    func testNestedOutlinesAreFlattened() throws {
        let opml = """
        <opml version="2.0"><body>
          <outline text="News">
            <outline type="rss" text="Morning" xmlUrl="https://feeds.example.net/morning.xml"/>
            <outline type="rss" text="Evening" xmlUrl="https://feeds.example.net/evening.xml"/>
          </outline>
          <outline type="rss" text="Garden" xmlUrl="https://feeds.example.net/garden.xml"/>
        </body></opml>
        """
        let urls = OPMLImporter().parse(Data(opml.utf8)).map(\.lastPathComponent)
        XCTAssertEqual(urls, ["morning.xml", "evening.xml", "garden.xml"])
    }
}
