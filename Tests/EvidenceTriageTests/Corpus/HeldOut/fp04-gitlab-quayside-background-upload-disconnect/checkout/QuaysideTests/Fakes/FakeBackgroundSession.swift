import Foundation
@testable import Quayside

final class FakeUploadTask: UploadTaskProtocol {
    let taskIdentifier: Int
    private(set) var resumed = false
    init(taskIdentifier: Int) { self.taskIdentifier = taskIdentifier }
    func resume() { resumed = true }
}

final class FakeUploadSession: UploadSessionProtocol {
    let identifier: String
    private(set) var tasks: [FakeUploadTask] = []
    private(set) var invalidated = false
    private var nextID: Int

    init(identifier: String, firstTaskID: Int) {
        self.identifier = identifier
        self.nextID = firstTaskID
    }

    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> UploadTaskProtocol {
        let task = FakeUploadTask(taskIdentifier: nextID)
        nextID += 1
        tasks.append(task)
        return task
    }

    func invalidateAndCancel() { invalidated = true }
}

final class FakeSessionFactory: BackgroundSessionMaking {
    private(set) var sessions: [FakeUploadSession] = []
    func makeSession(identifier: String, delegate: URLSessionDelegate) -> UploadSessionProtocol {
        let session = FakeUploadSession(identifier: identifier, firstTaskID: sessions.count * 100 + 1)
        sessions.append(session)
        return session
    }
}

extension NSError {
    /// What nsurlsessiond reports when the app loses its connection to the transfer daemon.
    static let backgroundSessionWasDisconnected = NSError(
        domain: NSURLErrorDomain, code: NSURLErrorBackgroundSessionWasDisconnected,
        userInfo: [NSLocalizedDescriptionKey: "Lost connection to background transfer service"])
}
