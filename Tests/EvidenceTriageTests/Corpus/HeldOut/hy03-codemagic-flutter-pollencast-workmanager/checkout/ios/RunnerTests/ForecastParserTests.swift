import XCTest
@testable import Runner

final class ForecastParserTests: XCTestCase {
    private let feed = #"""
    [{"t":"2026-12-02T09:00:00Z","idx":{"grs":4.2,"tre":1.1,"wed":0.3}},
     {"t":"2026-12-02T10:00:00Z","idx":{"grs":5.0,"tre":1.4,"wed":0.2}}]
    """#.data(using: .utf8)!

    func testParsesHoursInOrder() throws {
        let hours = try ForecastParser.parse(feed)
        XCTAssertEqual(hours.count, 2)
        XCTAssertLessThan(hours[0].hour, hours[1].hour)
    }

    func testParsesGrassIndexFromHourlyFeed() throws {
        let hours = try ForecastParser.parse(feed)
        XCTAssertEqual(hours.first?.grass, 4.2)
    }

    func testParsesTreeIndex() throws {
        XCTAssertEqual(try ForecastParser.parse(feed).last?.tree, 1.4)
    }
}
