import XCTest
import WidgetKit
@testable import TidewiseWidget
@testable import TidewiseKit

final class TideWidgetProviderTests: XCTestCase {
    private let fixture = TideFixture.load("harbor-station-8443970")

    func testPlaceholderUsesBundledChart() {
        let entry = TideTimelineProvider(store: .fixture(fixture)).placeholderEntry(family: .systemSmall)
        XCTAssertEqual(entry.chart.size, CGSize(width: 155, height: 155))
    }

    func testTimelineHasHourlyEntriesUntilNextHighTide() async throws {
        let provider = TideTimelineProvider(store: .fixture(fixture), clock: .fixed(fixture.referenceDate))
        let timeline = await provider.buildTimeline(family: .systemMedium)
        XCTAssertEqual(timeline.entries.count, 7)
        XCTAssertEqual(timeline.policy, .after(fixture.nextHighTide))
    }

    /// chronod refuses to archive an entry whose image exceeds the per-widget
    /// pixel budget ("Widget archival failed due to image being too large"),
    /// and the widget then renders blank on device.
    func testEntryImageFitsArchivalLimit() async throws {
        let provider = TideTimelineProvider(store: .fixture(fixture), clock: .fixed(fixture.referenceDate))
        let timeline = await provider.buildTimeline(family: .systemLarge)
        let image = try XCTUnwrap(timeline.entries.first?.chart)

        let area = image.size.width * image.scale * image.size.height * image.scale
        XCTAssertLessThanOrEqual(area, WidgetImageLimits.maxArchivablePixelArea, "entry chart \(Int(image.size.width * image.scale))x\(Int(image.size.height * image.scale)) would fail widget archival")
    }
}
