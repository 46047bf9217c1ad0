import XCTest
@testable import JuniperNotes

final class ExportHeaderTests: XCTestCase {
    func testTitleReplacement() {
        let header = ExportHeader(template: "// {title}", title: "Inbox", creationDate: .now)
        XCTAssertEqual(header.render(), "// Inbox")
    }

    func testCreationYearReplacement() {
        let epoch = Date(timeIntervalSince1970: 0)
        let header = ExportHeader(template: "// Exported © {created.year}", title: "Inbox", creationDate: epoch)
        XCTAssertEqual(header.render(), "// Exported © 1970")
    }
}
