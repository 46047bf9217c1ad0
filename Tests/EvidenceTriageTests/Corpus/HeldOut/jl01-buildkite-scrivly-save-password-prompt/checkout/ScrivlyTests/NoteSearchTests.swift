import XCTest
@testable import Scrivly

final class NoteSearchTests: XCTestCase {
    private let notes = [
        Note(title: "Crème brûlée", body: "Dessert for Sunday"),
        Note(title: "Standup", body: "Ship the search bar"),
        Note(title: "Reading list", body: "Über den Wolken; El niño"),
    ]

    func testEmptyQueryReturnsEverything() {
        XCTAssertEqual(NoteSearch(notes: notes).results(for: "  ").count, 3)
    }

    func testFindsWordInBody() {
        XCTAssertEqual(NoteSearch(notes: notes).results(for: "search").map(\.title), ["Standup"])
    }

    func testSearchIsCaseInsensitive() {
        XCTAssertEqual(NoteSearch(notes: notes).results(for: "STANDUP").count, 1)
    }

    func testSearchIgnoresDiacritics() {
        let results = NoteSearch(notes: notes).results(for: "creme")
        XCTAssertEqual(results.count, 1, "\"creme\" should find \"Crème brûlée\"")
    }

    func testNoMatchReturnsEmpty() {
        XCTAssertTrue(NoteSearch(notes: notes).results(for: "zebra").isEmpty)
    }
}
