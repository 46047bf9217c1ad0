import Foundation
import Testing
import WidgetKit
@testable import Quietude
@testable import QuietudeWidgets

@Suite("FocusStatusProviderTests")
struct FocusStatusProviderTests {
    @Test func timelineReloadsWhenSessionEnds() async throws {
        let store = SharedSessionStore.inMemory(current: .fixture(endingIn: 25 * 60))
        let timeline = try await FocusStatusProvider(store: store).timeline()
        #expect(timeline.policy == .after(store.currentSession()!.endsAt))
    }

    /// The app uses the recorded session ID to decide whether the widget is
    /// showing stale data and needs WidgetCenter.reloadTimelines.
    @Test func recordsSessionAfterRefresh() async throws {
        let store = SharedSessionStore.inMemory(current: .fixture(id: "s-old"), serverSession: .fixture(id: "s-new"))
        _ = try await FocusStatusProvider(store: store).timeline()
        #expect(store.lastRenderedSessionID == "s-new")
    }
}
