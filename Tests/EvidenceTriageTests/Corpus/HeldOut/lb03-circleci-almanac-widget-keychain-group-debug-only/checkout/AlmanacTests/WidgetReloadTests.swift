import XCTest
import WidgetKit
@testable import Almanac

final class WidgetReloadTests: XCTestCase {
    func testWidgetRebuildsWithin20SecondsOfSync() async throws {
        let probe = WidgetRenderProbe(kind: "AgendaWidget")
        await AgendaSync.shared.syncNow()
        WidgetCenter.shared.reloadTimelines(ofKind: "AgendaWidget")

        // The widget extension writes a render stamp to the app group when getTimeline runs.
        let rendered = await probe.waitForRender(timeout: 20)
        XCTAssertTrue(rendered, "AgendaWidget did not rebuild its timeline within 20 s of reloadTimelines")
    }
}
