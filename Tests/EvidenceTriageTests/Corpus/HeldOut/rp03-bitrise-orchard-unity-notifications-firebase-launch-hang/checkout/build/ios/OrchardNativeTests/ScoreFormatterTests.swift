import XCTest
@testable import OrchardNative

final class ScoreFormatterTests: XCTestCase {
    func testAbbreviatesThousands() {
        XCTAssertEqual(ScoreFormatter.short(12_400), "12.4K")
    }

    func testAbbreviatesMillions() {
        XCTAssertEqual(ScoreFormatter.short(1_250_000), "1.25M")
    }
}
