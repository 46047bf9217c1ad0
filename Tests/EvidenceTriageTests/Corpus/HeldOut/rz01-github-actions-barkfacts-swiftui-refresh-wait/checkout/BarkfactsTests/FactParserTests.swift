import XCTest
@testable import Barkfacts

final class FactParserTests: XCTestCase {
    func testParsesPlainFact() {
        XCTAssertEqual(FactParser.parse("7|Dogs sweat through their paws.")?.id, 7)
    }

    func testParsesFactWithEmbeddedQuotes() {
        let fact = FactParser.parse(#"12|The "Basenji" is known as the barkless dog."#)
        XCTAssertEqual(fact?.text, #"The "Basenji" is known as the barkless dog."#)
    }
}
