import XCTest
@testable import Lantern

final class DigestComposerTests: XCTestCase {
    func testHeadlineTruncatesAtWordBoundary() {
        let headline = DigestComposer(maxHeadline: 24).headline(for: .fixture(title: "Council approves the new harbour ferry timetable"))
        XCTAssertEqual(headline, "Council approves the…")
    }
}
