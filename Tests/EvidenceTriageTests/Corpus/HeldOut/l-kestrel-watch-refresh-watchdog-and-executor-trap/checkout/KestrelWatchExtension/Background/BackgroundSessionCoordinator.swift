import WatchKit

final class BackgroundSessionCoordinator: NSObject, URLSessionDelegate {
    private var pending: [String: WKURLSessionRefreshBackgroundTask] = [:]
    private let session: BackgroundSessionType

    init(session: BackgroundSessionType) {
        self.session = session
        super.init()
        session.delegate = self
    }

    func handle(_ task: WKURLSessionRefreshBackgroundTask) {
        pending[task.sessionIdentifier] = task           // attached after the fact
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        guard let id = session.configuration.identifier, let task = pending.removeValue(forKey: id) else { return }
        task.setTaskCompletedWithSnapshot(false)
    }
}
