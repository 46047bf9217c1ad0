import XCTest
@testable import Saltwick

final class MessageListTests: XCTestCase {

    func testGroupsByDayInUserTimezone() {
        let sections = MessageSections.group(Fixtures.messagesAroundMidnight, timeZone: TimeZone(identifier: "Pacific/Auckland")!)
        XCTAssertEqual(sections.map(\.title), ["Yesterday", "Today"])
    }
}
