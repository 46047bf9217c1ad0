import XCTest
@testable import Tessera

final class DiffHunkParserTests: XCTestCase {
    func testParsesAddedAndRemovedLines() {
        let lines = DiffHunkParser.parse("@@ -1,2 +1,2 @@\n-a\n+b")
        XCTAssertEqual(lines.map(\.kind), [.removed, .added])
    }

    func testParsesNoNewlineAtEndOfFileMarker() {
        let lines = DiffHunkParser.parse("@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b")
        XCTAssertEqual(lines.count, 2, "the \\ marker is metadata, not a context line")
    }
}
