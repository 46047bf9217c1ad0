import Foundation
@testable import Lanternfish

final class FakeDownloadTask: DownloadTaskHandle {
    var taskDescription: String?
    private(set) var resumed = false
    private(set) var cancelled = false
    init(description: String? = nil) { taskDescription = description }
    func resume() { resumed = true }
    func cancel() { cancelled = true }
}

final class FakeBackgroundSession: BackgroundDownloadSession {
    let identifier: String
    var running: [FakeDownloadTask] = []
    private(set) var created: [FakeDownloadTask] = []
    init(identifier: String) { self.identifier = identifier }

    func makeDownloadTask(with request: URLRequest) -> DownloadTaskHandle {
        let task = FakeDownloadTask()
        created.append(task)
        return task
    }

    func allTasks() async -> [DownloadTaskHandle] { running }
}

final class InMemoryPendingStore: PendingDownloadStore {
    private var items: [PendingDownload] = []
    func add(_ download: PendingDownload) { items.removeAll { $0.episodeID == download.episodeID }; items.append(download) }
    func remove(episodeID: String) { items.removeAll { $0.episodeID == episodeID } }
    func pending() -> [PendingDownload] { items }
}
