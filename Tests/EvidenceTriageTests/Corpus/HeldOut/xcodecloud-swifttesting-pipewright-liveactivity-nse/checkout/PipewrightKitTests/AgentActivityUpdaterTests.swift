import Foundation
import Testing
@testable import PipewrightKit

/// The hook push is handled by PipewrightNotificationService, which calls AgentActivityUpdater.
/// ActivityDirectory is injected; `.extensionProcess` reproduces what ActivityKit returns
/// inside an app extension (no activities visible), `.appProcess(...)` what the app sees.
@Suite struct AgentActivityUpdaterTests {
    let push = HookPush(sessionID: "s-88", running: 3, waiting: 1)

    @Test func updatesCountsWhenActivityVisible() async throws {
        let directory = ActivityDirectory.appProcess(activeSessions: ["s-88"])
        let updater = AgentActivityUpdater(directory: directory, relay: .recording())
        let outcome = await updater.apply(push)
        #expect(outcome == .updated(running: 3, waiting: 1))
    }

    /// From the extension the activity list is empty, so the updater must hand the push
    /// to the app (relay) instead of returning as if the update had been applied.
    @Test func relaysToAppWhenActivityNotVisibleFromExtension() async throws {
        let relay = PushRelay.recording()
        let updater = AgentActivityUpdater(directory: .extensionProcess, relay: relay)
        let outcome = await updater.apply(push)
        #expect(outcome == .relayedToApp)
        #expect(relay.relayed.map(\.sessionID) == ["s-88"])
    }
}
