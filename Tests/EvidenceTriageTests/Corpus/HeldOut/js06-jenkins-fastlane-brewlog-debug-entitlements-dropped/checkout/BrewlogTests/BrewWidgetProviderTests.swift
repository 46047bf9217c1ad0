import XCTest
import WidgetKit
@testable import Brewlog

final class BrewWidgetProviderTests: XCTestCase {
    func testTimelineShowsLatestBrewFromSharedStore() async throws {
        let store = SharedBrewStore(appGroupID: "group.com.brewlog.brewlog")
        try? store.saveLatest(Brew.fixture(bean: "Kenya AA", method: .v60))

        let timeline = await LatestBrewTimelineBuilder(store: store).timeline(now: .now)

        XCTAssertEqual(timeline.entries.first?.headline, "Kenya AA · V60")
    }

    func testPlaceholderIsGeneric() {
        XCTAssertEqual(LatestBrewTimelineBuilder.placeholder.headline, "No brews yet")
    }
}
