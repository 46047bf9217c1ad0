import XCTest
@testable import Runner

final class InboxParserTests: XCTestCase {
    func testParsesAttachments() throws {
        let data = try Fixture.load("inbox-with-attachments.json")
        let items = try InboxParser().parse(data)
        XCTAssertEqual(items.first?.attachments.count, 2)
    }
}
