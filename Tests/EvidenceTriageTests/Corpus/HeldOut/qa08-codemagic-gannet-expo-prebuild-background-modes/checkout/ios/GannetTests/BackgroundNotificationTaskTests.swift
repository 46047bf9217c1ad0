import Foundation
import Testing
@testable import Gannet

@Suite(.serialized) struct BackgroundNotificationTaskTests {
    @Test func headlessTaskRegistered() async throws {
        let tasks = await TaskManagerBridge.registeredTaskNames()
        #expect(tasks.contains("GANNET_BACKGROUND_NOTIFICATION"))
    }

    @Test func headlessTaskRunsOnSilentPush() async throws {
        try await confirmation("headless notification task ran") { ran in
            TaskManagerBridge.onTaskRun = { name in if name == "GANNET_BACKGROUND_NOTIFICATION" { ran() } }
            try await TestHost.background()
            try await TestHost.simctlPush(#"{"aps":{"content-available":1},"body":{"kind":"tide-update"}}"#)
            try await Task.sleep(for: .seconds(20))
        }
    }
}
