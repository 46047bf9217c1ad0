import XCTest
@testable import Orchardly

final class OrchardMapSnapshotTests: XCTestCase {

    func testBlockOverlayRendersAllRows() {
        let map = OrchardMapView(layout: .fixture(rows: 12))
        map.layoutIfNeeded()
        let rendered = expectation(description: "overlay rendered")
        map.onOverlayRendered = { rendered.fulfill() }
        wait(for: [rendered], timeout: 2)
        XCTAssertEqual(map.renderedRowCount, 12, "rows rendered")
    }
}
