import XCTest
@testable import JuniperWidgetsCore

final class WidgetExtensionReloadTests: XCTestCase {
    func testExtensionFetchDoesNotReloadAllTimelines() async throws {
        let center = RecordingWidgetCenter()
        let store = ForecastStore(api: StubForecastAPI(.fixture("forecast-24h.json")), widgetCenter: center, context: .widgetExtension)
        try await store.refresh()
        XCTAssertEqual(center.reloadAllCount, 0, "a refresh inside the widget extension must not reload every timeline")
    }
}
