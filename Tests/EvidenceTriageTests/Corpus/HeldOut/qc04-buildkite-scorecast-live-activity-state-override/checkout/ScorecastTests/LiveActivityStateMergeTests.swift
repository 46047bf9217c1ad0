import Foundation
import Testing
@testable import Scorecast

@Suite struct LiveActivityStateMergeTests {
    let defaults = UserDefaults(suiteName: "test.\(UUID().uuidString)")!

    @Test func pressResultShownImmediately() {
        let store = InteractionStateStore(defaults: defaults, activityID: "m1")
        store.write(["status": "paused"])
        #expect(LiveActivityProps.merged(props: ["status": "live"], local: store)["status"] == "paused")
    }

    @Test func pushUpdateAfterPauseShowsServerState() {
        let store = InteractionStateStore(defaults: defaults, activityID: "m1")
        store.write(["status": "paused"])                  // user pressed Pause
        let pushed = ["status": "live", "score": "2-1"]    // later push: match resumed
        let shown = LiveActivityProps.merged(props: pushed, local: store)
        #expect(shown["status"] == "live")
    }
}
