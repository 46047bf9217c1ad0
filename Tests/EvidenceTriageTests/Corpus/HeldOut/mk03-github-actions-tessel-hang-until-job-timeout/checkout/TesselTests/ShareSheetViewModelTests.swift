import XCTest
@testable import Tessel

final class ShareSheetViewModelTests: XCTestCase {
    func testTitleForOneItem() {
        XCTAssertEqual(ShareSheetViewModel(itemCount: 1).title, "Share 1 Photo")
    }

    func testTitleForMultipleItems() {
        XCTAssertEqual(ShareSheetViewModel(itemCount: 3).title, "Share 3 Photos")
    }
}
