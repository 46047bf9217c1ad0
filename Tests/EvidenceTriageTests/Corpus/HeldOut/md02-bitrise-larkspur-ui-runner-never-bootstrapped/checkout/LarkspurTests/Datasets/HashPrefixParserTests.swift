import XCTest
@testable import LarkspurKit

final class HashPrefixParserTests: XCTestCase {
    func testParsesPrefixesWithCRLFLineEndings() throws {
        let payload = Data("a1b2c3d4\r\n0f0e0d0c\r\n".utf8)
        let prefixes = try HashPrefixParser.parse(payload)
        XCTAssertEqual(prefixes, ["a1b2c3d4", "0f0e0d0c"])
    }

    func testParsesEmptyPayload() throws {
        XCTAssertEqual(try HashPrefixParser.parse(Data()), [])
    }
}
