import XCTest
@testable import Memo

final class TagParserTests: XCTestCase {
    func testTagsAreLowercased() {
        XCTAssertEqual(TagParser.tags(in: "Trip #Lisbon #food"), ["lisbon", "food"])
    }
}
