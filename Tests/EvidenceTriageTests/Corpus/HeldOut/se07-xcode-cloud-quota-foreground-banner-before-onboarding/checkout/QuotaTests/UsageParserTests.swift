import XCTest
@testable import Quota

final class UsageParserTests: XCTestCase {
    func testParsesGigabytesWithComma() throws {
        let usage = try UsageParser.parse("Used: 12,5 GB of 20 GB", locale: Locale(identifier: "pt_PT"))
        XCTAssertEqual(usage.usedBytes, 13_421_772_800)
    }
}
