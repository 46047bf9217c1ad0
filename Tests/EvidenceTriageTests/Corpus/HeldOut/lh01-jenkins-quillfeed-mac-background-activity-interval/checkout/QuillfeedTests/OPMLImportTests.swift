import XCTest
@testable import Quillfeed

final class OPMLImportTests: XCTestCase {
    func testNestedOutlinesKeepFolderPath() {
        let opml = """
        <opml version="2.0"><body>
          <outline text="Tech"><outline text="Swift">
            <outline text="Swift.org" xmlUrl="https://www.swift.org/atom.xml"/>
          </outline></outline>
          <outline text="News" xmlUrl="https://news.example.com/rss"/>
        </body></opml>
        """
        let feeds = OPMLImporter().parse(Data(opml.utf8))
        XCTAssertEqual(feeds.first?.folderPath, ["Tech", "Swift"])
        XCTAssertEqual(feeds.last?.folderPath, [])
    }
}
