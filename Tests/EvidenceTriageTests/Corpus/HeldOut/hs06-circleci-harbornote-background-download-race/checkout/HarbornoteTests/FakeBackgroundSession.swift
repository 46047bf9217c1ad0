import Foundation
@testable import Harbornote

/// Plays nsurlsessiond's part: the temporary file exists only for the duration of
/// urlSession(_:downloadTask:didFinishDownloadingTo:), as documented.
final class FakeBackgroundSession: URLSessionProtocol, @unchecked Sendable {
    weak var delegate: URLSessionDownloadDelegate?
    private(set) var resumedTasks: [FakeDownloadTask] = []

    func downloadTask(with url: URL) -> URLSessionDownloadTask {
        let task = FakeDownloadTask(url: url, onResume: { [weak self] t in self?.resumedTasks.append(t) })
        return task
    }

    func waitForResumedTasks(_ count: Int) async throws {
        while resumedTasks.count < count { try await Task.sleep(for: .milliseconds(10)) }
    }

    func finish(_ url: URL, statusCode: Int, body: Data) {
        guard let task = resumedTasks.first(where: { $0.originalRequest?.url == url }) else { return }
        task.fakeResponse = HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)
        let location = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("CFNetworkDownload_\(UUID().uuidString.prefix(6)).tmp")
        FileManager.default.createFile(atPath: location.path, contents: body)
        delegate?.urlSession?(.shared, downloadTask: task, didFinishDownloadingTo: location)
        try? FileManager.default.removeItem(at: location)   // what the system does when the call returns
    }

    func finishEvents() {
        delegate?.urlSessionDidFinishEvents?(forBackgroundURLSession: .shared)
    }
}
