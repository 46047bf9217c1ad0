import XCTest
@testable import Tessera

final class ContactMergeTests: XCTestCase {
    func testMergeCollapsesFormattedDuplicates() {
        let contacts = [
            Contact(name: "Ana Ruiz", numbers: ["+34 600 111 222"]),
            Contact(name: "Ana Ruiz", numbers: ["+34600111222"]),
        ]
        let merged = ContactMerger().merge(contacts)
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged.first?.numbers, ["+34600111222"])
    }
}
