import XCTest
@testable import Quillfeed

final class OPMLImportTests: XCTestCase {
    func testImportsFlatList() throws {
        let feeds = try OPMLImporter().parse(Data(OPMLFixtures.flat.utf8))
        XCTAssertEqual(feeds.count, 3)
        XCTAssertTrue(feeds.allSatisfy { $0.folder == nil })
    }

    func testImportsNestedOutlines() throws {
        let feeds = try OPMLImporter().parse(Data(OPMLFixtures.nested.utf8))
        XCTAssertEqual(feeds.map(\.folder), ["Apple", "Apple", "Web", nil])
    }
}

enum OPMLFixtures {
    static let flat = """
    <opml version="2.0"><body>
    <outline text="Swift.org" xmlUrl="https://www.swift.org/atom.xml"/>
    <outline text="WebKit" xmlUrl="https://webkit.org/feed/atom/"/>
    <outline text="Julia Evans" xmlUrl="https://jvns.ca/atom.xml"/>
    </body></opml>
    """
    static let nested = """
    <opml version="2.0"><body>
    <outline text="Apple">
      <outline text="Swift.org" xmlUrl="https://www.swift.org/atom.xml"/>
      <outline text="Developer News" xmlUrl="https://developer.apple.com/news/rss/news.rss"/>
    </outline>
    <outline text="Web">
      <outline text="WebKit" xmlUrl="https://webkit.org/feed/atom/"/>
    </outline>
    <outline text="Julia Evans" xmlUrl="https://jvns.ca/atom.xml"/>
    </body></opml>
    """
}
