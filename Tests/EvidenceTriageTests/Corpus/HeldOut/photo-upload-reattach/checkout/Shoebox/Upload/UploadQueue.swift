import Foundation

final class UploadQueue: NSObject, URLSessionTaskDelegate {
    static let shared = UploadQueue(store: .standard)
    let store: ManifestStore
    private lazy var session = UploadSessionFactory.makeSession(delegate: self)
    private let launchID = UUID()

    init(store: ManifestStore) { self.store = store }

    func enqueue(_ asset: PhotoAsset) throws {
        let file = try asset.exportForUpload()
        let task = session.uploadTask(with: asset.request, fromFile: file)
        task.taskDescription = "\(launchID.uuidString)/\(asset.localIdentifier)"
        try store.record(task: task.taskDescription!, asset: asset)
        task.resume()
    }

    /// Called at launch: adopt the tasks nsurlsessiond still holds for us.
    func reattachPendingTasks() async -> [URLSessionTask] {
        let tasks = await session.allTasks
        return tasks.filter { $0.taskDescription?.hasPrefix(launchID.uuidString) == true }
    }
}
