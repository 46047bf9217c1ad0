// PrismSnapshotsTests
import XCTest
@testable import PrismSnapshots

final class WindowHostTests: XCTestCase {
  func testHostWindowUsesSceneBounds() {
    let window = WindowHost.makeHostWindow()
    XCTAssertFalse(window.frame.isEmpty)
  }

  func testHostWindowIsVisible() {
    let window = WindowHost.makeHostWindow()
    XCTAssertFalse(window.isHidden)
  }
}
