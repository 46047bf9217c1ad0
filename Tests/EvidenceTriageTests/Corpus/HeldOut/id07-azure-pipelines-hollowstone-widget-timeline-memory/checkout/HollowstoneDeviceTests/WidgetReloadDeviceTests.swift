import WidgetKit
import XCTest
@testable import Hollowstone

/// Device only. The lab iPhone has a medium Hollowstone photo widget on the Home Screen.
final class WidgetReloadDeviceTests: XCTestCase {
    func testReloadDeliversNewFavoriteToWidget() async throws {
        try await FavoritesService.shared.add(photoID: "p-77120", caption: "Low tide, Rhossili")
        WidgetCenter.shared.reloadTimelines(ofKind: "PhotoWidget")

        // The extension writes a breadcrumb into the App Group when getTimeline finishes.
        let delivered = try await WidgetBreadcrumbs.waitForTimeline(containing: "p-77120", timeout: 30)
        XCTAssertTrue(delivered, "widget timeline with the new favorite p-77120 was not built within 30 s of reloadTimelines")
    }
}
