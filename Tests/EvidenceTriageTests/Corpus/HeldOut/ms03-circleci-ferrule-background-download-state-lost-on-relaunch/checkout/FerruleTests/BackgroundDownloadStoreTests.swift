import Foundation
import Testing
@testable import Ferrule

@Suite struct BackgroundDownloadStoreTests {
    let directory = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)

    @Test func persistsStateOnSchedule() throws {
        let store = BackgroundDownloadStore(directory: directory)
        let task = FakeDownloadTask(taskIdentifier: 1, url: URL(string: "https://example.invalid/a.zip")!)
        try store.didSchedule(task)
        #expect(try store.state(for: task)?.phase == .downloading)
    }

    // A background transfer can complete in a later process launch, with nothing in memory:
    // the state written when the download was scheduled must be found again after relaunch.
    @Test func stateSurvivesRelaunch() throws {
        let first = BackgroundDownloadStore(directory: directory)
        let task = FakeDownloadTask(taskIdentifier: 1, url: URL(string: "https://example.invalid/a.zip")!)
        try first.didSchedule(task)

        let relaunched = BackgroundDownloadStore(directory: directory)     // new process
        let restoredTask = FakeDownloadTask(taskIdentifier: 1, url: task.url, sessionGeneration: 2)
        let restored = try relaunched.state(for: restoredTask)
        #expect(restored != nil)
    }

    @Test func completedEventDeliveredOnce() throws {
        let store = BackgroundDownloadStore(directory: directory)
        var events: [BackgroundDownloads.Event] = []
        BackgroundDownloads.onEvent = { events.append($0) }
        let task = FakeDownloadTask(taskIdentifier: 7, url: URL(string: "https://example.invalid/b.zip")!)
        try store.didSchedule(task)
        store.didFinish(task, location: directory.appending(path: "b.tmp"))
        store.didComplete(task, error: nil)      // URLSession calls both delegate methods
        #expect(events.count == 1)
    }
}
