//
//  NotesStoreMigrationTests.swift
//  HarborKitTests
//
//  Fixture stores under Fixtures/ were written by shipped builds and are
//  copied to a temporary directory before each test.
//

import XCTest
import SwiftData
@testable import HarborKit

final class NotesStoreMigrationTests: XCTestCase {

    private func fixtureCopy(named name: String) throws -> URL {
        let bundle = Bundle(for: Self.self)
        let source = try XCTUnwrap(bundle.url(forResource: name, withExtension: "store", subdirectory: "Fixtures"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = directory.appendingPathComponent("Notes.store")
        try FileManager.default.copyItem(at: source, to: destination)
        return destination
    }

    func testCreatesEmptyStore() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).store")
        let container = try NotesPersistence.makeContainer(url: url)
        let context = ModelContext(container)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<Note>()), 0)
    }

    func testOpensStoreWrittenByVersion41() throws {
        // Store written by 4.1.3 (App Store build 4103), 12 notes, tags as "a,b".
        let url = try fixtureCopy(named: "Notes-4.1.3")

        var container: ModelContainer?
        XCTAssertNoThrow(container = try NotesPersistence.makeContainer(url: url))

        let context = ModelContext(try XCTUnwrap(container))
        let notes = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.createdAt)]))
        XCTAssertEqual(notes.count, 12)
        XCTAssertEqual(notes.first?.tags, ["groceries", "weekly"])
    }
}
