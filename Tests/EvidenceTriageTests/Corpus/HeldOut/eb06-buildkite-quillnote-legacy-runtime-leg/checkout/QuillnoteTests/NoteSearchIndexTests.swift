//
//  NoteSearchIndexTests.swift
//  QuillnoteTests
//

import XCTest
@testable import Quillnote

final class NoteSearchIndexTests: XCTestCase {

    func testRebuildCompletesAfterImport() throws {
        let index = NoteSearchIndex(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("index-\(UUID().uuidString)"))
        let rebuilt = expectation(description: "index rebuilt")
        index.onRebuild = { rebuilt.fulfill() }
        try index.importNotes(Note.fixtures(count: 400))
        // SQLite FTS rebuild; ~0.6 s on a warm simulator, slower on first boot.
        wait(for: [rebuilt], timeout: 2)
        XCTAssertEqual(try index.search("fixture").count, 400)
    }
}
