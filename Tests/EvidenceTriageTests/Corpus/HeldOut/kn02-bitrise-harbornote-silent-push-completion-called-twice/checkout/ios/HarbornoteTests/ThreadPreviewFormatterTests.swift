import XCTest
@testable import Harbornote

final class ThreadPreviewFormatterTests: XCTestCase {
  func testShortBodyIsUnchanged() {
    XCTAssertEqual(ThreadPreviewFormatter.preview("See you at 6"), "See you at 6")
  }

  func testCollapsesNewlines() {
    XCTAssertEqual(ThreadPreviewFormatter.preview("ok\n\nthanks"), "ok thanks")
  }

  func testTruncatesAtWordBoundary() {
    XCTAssertEqual(ThreadPreviewFormatter.preview("Meeting moved to Thursday afternoon"), "Meeting moved to…")
  }
}
