import XCTest
@testable import KestrelTV

final class ScoreFormatterTests: XCTestCase {
    func testFormatsLargeScores() {
        let f = ScoreFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(for: 12_345), "12,345")
        XCTAssertEqual(f.string(for: 999), "999")
    }
}
