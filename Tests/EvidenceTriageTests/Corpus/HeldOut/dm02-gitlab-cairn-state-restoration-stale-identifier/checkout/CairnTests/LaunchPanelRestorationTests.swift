import XCTest
@testable import Cairn

final class LaunchPanelRestorationTests: XCTestCase {
    private let restoration = LaunchPanelRestoration()

    func testRoundTripsWhatsNewPage() {
        XCTAssertEqual(restoration.restore(from: restoration.encode(.whatsNew(page: 2))), .whatsNew(page: 2))
    }

    func testRoundTripsOfflineMaps() {
        let panel = LaunchPanel.offlineMaps(regionIDs: ["us-or-12", "us-wa-03"])
        XCTAssertEqual(restoration.restore(from: restoration.encode(panel)), panel)
    }

    func testInvalidPanelDataIsNotRestored() {
        // A page index past the carousel (written by a build with more pages)
        // must not be restored; the carousel would index out of range.
        let stored: [String: Any] = ["kind": "whatsNew", "page": 7]
        XCTAssertNil(restoration.restore(from: stored))
    }
}
