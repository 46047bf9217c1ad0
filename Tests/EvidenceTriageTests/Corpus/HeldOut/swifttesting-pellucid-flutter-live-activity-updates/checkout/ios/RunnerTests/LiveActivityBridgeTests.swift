import ActivityKit
import Testing
@testable import Runner
@testable import live_activities

/// The Dart side calls `updateActivity(id, data)`; the plugin writes `data`
/// into the App Group and updates the activity. `RenderRecorder` mimics how
/// the system archives an activity: an update whose ContentState is equal to
/// the current one is not re-rendered.
@Suite struct LiveActivityBridgeTests {
    let defaults = UserDefaults(suiteName: "group.com.pellucid.intervals")!

    @Test func createActivityStoresPushToken() async throws {
        let recorder = RenderRecorder()
        let plugin = LiveActivitiesPlugin.makeForTesting(recorder: recorder, appGroupId: "group.com.pellucid.intervals")
        let id = try await plugin.createActivity(data: ["phase": "work", "remaining": 45])
        #expect(recorder.renderedStates.count == 1)
        #expect(!id.isEmpty)
    }

    @Test func updateChangesContentStateWhenPayloadChanges() async throws {
        let recorder = RenderRecorder()
        let plugin = LiveActivitiesPlugin.makeForTesting(recorder: recorder, appGroupId: "group.com.pellucid.intervals")
        let id = try await plugin.createActivity(data: ["phase": "work", "remaining": 45])

        try await plugin.updateActivity(id: id, data: ["phase": "rest", "remaining": 15])

        #expect(defaults.string(forKey: "\(id)_phase") == "rest")
        #expect(recorder.renderedStates.count == 2, "a new phase must produce a new ContentState")
    }
}
