import XCTest
@testable import Harbor

final class NoteSearchTests: XCTestCase {
    func testDiacriticInsensitiveMatch() {
        let notes = [Note(title: "Café opening hours"), Note(title: "Marina fees")]
        XCTAssertEqual(NoteSearch.filter(notes, query: "cafe").map(\.title), ["Café opening hours"])
    }
}
