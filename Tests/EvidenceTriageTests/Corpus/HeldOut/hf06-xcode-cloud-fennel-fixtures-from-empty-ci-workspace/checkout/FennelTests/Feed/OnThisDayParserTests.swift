import XCTest
@testable import FennelKit

final class OnThisDayParserTests: XCTestCase {
    func testParsesEventsFixture() throws {
        let data = try Fixture.data("onthisday-03-16.json")
        let events = try OnThisDayParser().parse(data)
        XCTAssertEqual(events.count, 42)
        XCTAssertEqual(events.first?.year, 1926)
    }

    func testEmptyPayloadYieldsNoEvents() throws {
        XCTAssertTrue(try OnThisDayParser().parse(Data("{}".utf8)).isEmpty)
    }
}
