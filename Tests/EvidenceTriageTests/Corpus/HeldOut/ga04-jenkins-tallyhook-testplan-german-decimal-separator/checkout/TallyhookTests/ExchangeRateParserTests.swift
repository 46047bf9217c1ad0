import XCTest
@testable import Tallyhook

final class ExchangeRateParserTests: XCTestCase {
    private let feed = """
    EUR;USD;1.0825
    EUR;GBP;0.8391
    """

    func testParsesRateFromFeed() throws {
        let rates = try ExchangeRateParser().parse(feed)
        XCTAssertEqual(rates.count, 2)
        XCTAssertEqual(rates[0].value, 1.0825, accuracy: 0.0001)
        XCTAssertEqual(rates[1].value, 0.8391, accuracy: 0.0001)
    }

    func testRejectsMalformedLine() {
        XCTAssertThrowsError(try ExchangeRateParser().parse("EUR;USD")) { error in
            XCTAssertEqual(error as? ExchangeRateParser.ParseError, .malformedLine("EUR;USD"))
        }
    }
}
