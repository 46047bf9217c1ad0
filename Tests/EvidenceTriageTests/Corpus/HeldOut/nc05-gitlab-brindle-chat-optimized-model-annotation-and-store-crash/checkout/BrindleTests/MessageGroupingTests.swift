import XCTest
@testable import Brindle

final class MessageGroupingTests: XCTestCase {
    func testGroupsByDayInUserTimeZone() {
        let grouper = MessageGrouper(timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let sections = grouper.sections(for: MessageFixtures.acrossMidnightUTC)
        XCTAssertEqual(sections.count, 3)
    }
}
