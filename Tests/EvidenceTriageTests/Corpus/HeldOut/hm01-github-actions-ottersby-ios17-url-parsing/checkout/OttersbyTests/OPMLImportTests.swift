//
//  OPMLImportTests.swift
//  OttersbyTests
//

import XCTest
@testable import Ottersby

final class OPMLImportTests: XCTestCase {
    private let importer = OPMLImporter()

    private func opml(_ outlines: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0"><head><title>Export</title></head>
        <body>\(outlines)</body></opml>
        """.utf8)
    }

    func testImportsTwoFeeds() throws {
        let feeds = try importer.importOPML(opml("""
        <outline text="Tidal Hour" type="rss" xmlUrl="https://feeds.example.org/tidal.xml"/>
        <outline text="Night Shift" type="rss" xmlUrl="https://night.example.net/rss"/>
        """))
        XCTAssertEqual(feeds.map(\.title), ["Tidal Hour", "Night Shift"])
    }

    func testFallsBackToTitleAttribute() throws {
        let feeds = try importer.importOPML(opml("""
        <outline title="Bench Notes" type="rss" xmlUrl="https://bench.example.com/feed"/>
        """))
        XCTAssertEqual(feeds.first?.title, "Bench Notes")
    }

    func testRejectsNonHTTPScheme() {
        XCTAssertThrowsError(try importer.importOPML(opml("""
        <outline text="Local" xmlUrl="file:///Users/someone/feed.xml"/>
        """))) { error in
            XCTAssertEqual(error as? OPMLImportError, .unsupportedScheme("file:///Users/someone/feed.xml"))
        }
    }

    func testRejectsFeedURLContainingSpaces() {
        // Exported by an older client that did not escape the path.
        let raw = "https://feeds.example.org/my show.xml"
        XCTAssertThrowsError(try importer.importOPML(opml("""
        <outline text="My Show" type="rss" xmlUrl="\(raw)"/>
        """))) { error in
            XCTAssertEqual(error as? OPMLImportError, .invalidFeedURL(raw))
        }
    }

    func testMalformedDocumentThrows() {
        XCTAssertThrowsError(try importer.importOPML(Data("<opml><body>".utf8)))
    }
}
