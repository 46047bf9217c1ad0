import Foundation
import Testing
import UIKit
@testable import Oriole

@Suite("TaskManager lifecycle")
struct TaskManagerRaceTests {

    @Test("A task that finishes while the app returns to the foreground does not crash")
    func taskFinishDuringForegroundTransitionDoesNotCrash() async throws {
        try await OrioleTestHooks.registerBarometerTask(timeout: .seconds(3))

        // Background the app, let the worker start the task, then come back before it finishes.
        await OrioleTestHooks.simulateDidEnterBackground()
        OrioleTestHooks.triggerBackgroundTaskWorker()
        try await Task.sleep(for: .milliseconds(2_900))
        await OrioleTestHooks.simulateWillEnterForeground()

        let outcome = try await OrioleTestHooks.waitForTaskOutcome("oriole-pressure-sample", timeout: .seconds(10))
        #expect(outcome == .finished)
    }

    @Test("Unregistering all tasks clears the worker queue")
    func unregisterAllClearsQueue() async throws {
        try await OrioleTestHooks.registerBarometerTask(timeout: .seconds(1))
        try await OrioleTestHooks.unregisterAllTasks()
        #expect(OrioleTestHooks.queuedTaskNames().isEmpty)
    }
}
