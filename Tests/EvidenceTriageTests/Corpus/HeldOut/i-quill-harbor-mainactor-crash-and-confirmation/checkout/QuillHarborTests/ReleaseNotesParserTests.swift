import XCTest
@testable import QuillHarbor

final class ReleaseNotesParserTests: XCTestCase {
    func testParsesHeading() throws {
        let notes = try ReleaseNotesParser().parse("## 4.2\n- Tags")
        XCTAssertEqual(notes.version, "4.2")
    }

    func testParsesBulletList() throws {
        let notes = try ReleaseNotesParser().parse("## 4.2\n- Tags\n* Faster diff\n- Blame view")
        XCTAssertEqual(notes.items, ["Tags", "Faster diff", "Blame view"])
    }
}
