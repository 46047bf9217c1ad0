import XCTest
@testable import HollowstoneWidgets

final class PhotoTimelineProviderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Real preview-size thumbnails, as the sync writes them (not 8x8 stubs).
        try! LibraryFixture.install(.previewSizedFavorites(count: 4))
    }

    func testEntriesAreHourlyAndNewestFirst() {
        let entries = PhotoTimelineProvider().makeEntries(limit: 4)
        XCTAssertEqual(entries.map(\.favoriteID), ["f-904", "f-903", "f-902", "f-901"])
    }

    func testEntryImageBytesStayUnderBudget() {
        let entries = PhotoTimelineProvider().makeEntries(limit: 4)
        let bytes = entries.reduce(0) { $0 + $1.imageData.count }
        // WidgetKit archives every entry before rendering; heavy entries never render.
        XCTAssertLessThanOrEqual(bytes, 256 * 1024, "timeline entries carry \(bytes) bytes of images")
    }
}
