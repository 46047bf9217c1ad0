import Testing
import Foundation
@testable import MarigoldWidget

@Suite("Widget provider")
struct WidgetProviderTests {
    @Test("First request renders the fetched board")
    func firstRequestRendersBoard() async {
        CoalesceWindow.shared.lastSuccess = nil
        let provider = ServerWidgetProvider(client: .stub(headline: "Line 4 delayed"), cache: WidgetCache(suiteName: nil), clock: { .fixture })
        let timeline = await provider.timeline()
        #expect(timeline.entries.first?.title == "Line 4 delayed")
    }

    @Test("Coalesced reload keeps the server response")
    func coalescedReloadKeepsServerResponse() async {
        CoalesceWindow.shared.lastSuccess = nil
        var now = Date.fixture
        // Widget extension built without an App Group, as in the Ad Hoc config.
        let provider = ServerWidgetProvider(client: .stub(headline: "Line 4 delayed"), cache: WidgetCache(suiteName: nil), clock: { now })
        _ = await provider.timeline()
        now.addTimeInterval(1.2)
        let second = await provider.timeline()
        #expect(second.entries.first?.title == "Line 4 delayed")
    }
}
