//
//  OPMLImporterTests.swift
//  TidewaterTests
//

import XCTest
@testable import TidewaterKit

final class OPMLImporterTests: XCTestCase {
    func testImportsFlatList() throws {
        let opml = """
        <opml version="2.0"><body>
          <outline text="Harbour Notes" xmlUrl="https://harbour.example/feed.xml"/>
          <outline text="Tide Tables" xmlUrl="https://tides.example/rss"/>
        </body></opml>
        """
        let feeds = try OPMLImporter().importFeeds(from: Data(opml.utf8))
        XCTAssertEqual(feeds.count, 2)
    }

    func testImportsNestedOutlines() throws {
        let opml = """
        <opml version="2.0"><body>
          <outline text="Coast">
            <outline text="Harbour Notes" xmlUrl="https://harbour.example/feed.xml"/>
            <outline text="North">
              <outline text="Skerry Weekly" xmlUrl="https://skerry.example/atom"/>
              <outline text="Lighthouse Log" xmlUrl="https://lighthouse.example/feed"/>
            </outline>
          </outline>
          <outline text="Tide Tables" xmlUrl="https://tides.example/rss"/>
          <outline text="Ferry Times" xmlUrl="https://ferry.example/rss"/>
        </body></opml>
        """
        let feeds = try OPMLImporter().importFeeds(from: Data(opml.utf8))
        XCTAssertEqual(feeds.count, 5)
        XCTAssertEqual(feeds.first { $0.title == "Skerry Weekly" }?.folder, "North")
    }
}
