import XCTest
@testable import Quill

final class EntryParserTests: XCTestCase {
    func testParsesFrontMatterDate() throws {
        let raw = """
        ---
        date: 2026-03-29
        mood: calm
        ---
        Walked to the lighthouse.
        """
        let entry = try EntryParser().parse(raw)
        XCTAssertEqual(entry.day, DateComponents(year: 2026, month: 3, day: 29))
    }
}
