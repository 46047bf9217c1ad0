import XCTest
@testable import Lumen

final class ReadingProgressTests: XCTestCase {
    func testProgressClampsAtHundredPercent() {
        // Overscroll past the end of the article must not report more than 100 %.
        let progress = ReadingProgress(contentHeight: 5_000, viewportHeight: 800)
        XCTAssertEqual(progress.fraction(atOffset: 4_400), 1.0)
    }
}
