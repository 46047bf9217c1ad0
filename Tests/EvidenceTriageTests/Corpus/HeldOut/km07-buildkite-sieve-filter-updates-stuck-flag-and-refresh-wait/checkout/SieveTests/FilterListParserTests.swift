import XCTest
@testable import Sieve

final class FilterListParserTests: XCTestCase {
    func testParsesCosmeticRule() {
        XCTAssertEqual(FilterListParser.parse("example.com##.ad-banner"),
                       .cosmetic(domains: ["example.com"], selector: ".ad-banner"))
    }

    func testSkipsListHeader() {
        // First line of every EasyList-style list.
        XCTAssertNil(FilterListParser.parse("[Adblock Plus 2.0]"))
    }
}
