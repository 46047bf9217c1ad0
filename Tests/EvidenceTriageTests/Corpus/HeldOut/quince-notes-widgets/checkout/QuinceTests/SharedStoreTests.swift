//
//  SharedStoreTests.swift
//  QuinceTests
//

import XCTest
@testable import Quince

final class SharedStoreTests: XCTestCase {
    func testDraftRoundTripInMemory() throws {
        let note = PinnedNote(id: "n-17", title: "Groceries", body: "quince, pears")
        let data = try JSONEncoder().encode(note)
        XCTAssertEqual(try JSONDecoder().decode(PinnedNote.self, from: data), note)
    }

    func testWidgetReadsNoteWrittenByApp() throws {
        let note = PinnedNote(id: "n-42", title: "Standup", body: "ship widgets")
        SharedNoteStore.defaults?.removeObject(forKey: "pinnedNoteID")   // start clean
        let container = try XCTUnwrap(SharedNoteStore.containerURL,
                                      "no App Group container for \(SharedNoteStore.groupIdentifier)")
        try SharedNoteStore.write(note)

        let reader = WidgetNoteReader(containerURL: container)
        XCTAssertEqual(reader.pinnedNote(), note)
    }
}
