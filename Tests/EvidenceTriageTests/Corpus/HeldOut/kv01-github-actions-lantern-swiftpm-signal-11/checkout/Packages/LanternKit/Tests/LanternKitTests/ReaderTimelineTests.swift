import XCTest
@testable import LanternKit

final class ReaderTimelineTests: XCTestCase {
    func testCompletedChapterLayoutConvergesAcrossResizes() {
        let timeline = ReaderTimelineModel(chapters: .fixture(count: 40))
        for width in stride(from: 320.0, through: 1024.0, by: 8.0) {
            timeline.relayout(width: width)
        }
        XCTAssertEqual(timeline.layoutPasses, 1)
    }

    func testSummaryParsesLinkedAndLegacyFootnotes() {
        let summary = ReaderSummary(markup: .fixture("footnotes-mixed"))
        XCTAssertEqual(summary.footnotes.count, 7)
    }

    func testTimelineKeepsScrollAnchorAfterReload() {
        let timeline = ReaderTimelineModel(chapters: .fixture(count: 12))
        timeline.anchor = .chapter(5)
        timeline.reload()
        XCTAssertEqual(timeline.anchor, .chapter(5))
    }
}
