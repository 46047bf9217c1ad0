import Foundation

struct DownloadTaskInfo: Codable, Equatable {
    let contentID: String
    let title: String
    let destinationFilename: String
}

final class DownloadManager: NSObject, URLSessionDownloadDelegate {
    private(set) var session: URLSession!
    /// contentID -> running task
    private(set) var taskMap: [String: URLSessionDownloadTask] = [:]
    /// taskIdentifier -> info, kept in memory only
    private var infoByTaskID: [Int: DownloadTaskInfo] = [:]

    init(sessionFactory: (URLSessionDownloadDelegate) -> URLSession = DownloadSessionFactory.makeSession) {
        super.init()
        session = sessionFactory(self)
    }

    func start(_ info: DownloadTaskInfo, from url: URL) {
        let task = session.downloadTask(with: url)
        task.taskDescription = try? String(data: JSONEncoder().encode(info), encoding: .utf8)
        infoByTaskID[task.taskIdentifier] = info
        taskMap[info.contentID] = task
        task.resume()
    }

    /// Called on launch: a background session's tasks outlive the process.
    func restoreTasksAfterRelaunch(completion: @escaping () -> Void) {
        session.getAllTasks { [weak self] tasks in
            guard let self else { return }
            for case let task as URLSessionDownloadTask in tasks {
                if let info = self.infoByTaskID[task.taskIdentifier] {
                    self.taskMap[info.contentID] = task
                }
            }
            completion()
        }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let info = infoByTaskID[downloadTask.taskIdentifier] else { return }
        let destination = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Downloads", isDirectory: true)
            .appendingPathComponent(info.destinationFilename)
        try? FileManager.default.moveItem(at: location, to: destination)
        taskMap[info.contentID] = nil
    }
}
