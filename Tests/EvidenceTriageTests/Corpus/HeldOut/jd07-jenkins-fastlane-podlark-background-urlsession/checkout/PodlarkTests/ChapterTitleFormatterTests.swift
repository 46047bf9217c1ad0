import XCTest
@testable import Podlark

final class ChapterTitleFormatterTests: XCTestCase {
    private let formatter = ChapterTitleFormatter()

    func testStripsEpisodeColonPrefix() {
        XCTAssertEqual(formatter.display("Episode 42: The Tideline"), "The Tideline")
    }

    func testStripsEpisodeNumberPrefixWithDash() {
        XCTAssertEqual(formatter.display("Ep. 42 – The Tideline"), "The Tideline")
    }

    func testLeavesPlainTitles() {
        XCTAssertEqual(formatter.display("Cold open"), "Cold open")
    }
}
