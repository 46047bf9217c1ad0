import Foundation

final class UploadQueue: NSObject, URLSessionDataDelegate {
    let store: UploadStore
    private var session: URLSession!
    private var delegatesByTask: [Int: UploadRecord] = [:]
    var onResponse: ((UUID, Data) -> Void)?

    init(transport: BackgroundTransport, store: UploadStore) {
        self.store = store
        super.init()
        session = transport.makeSession(delegate: self)   // events may arrive from here on
        session.getAllTasks { tasks in                       // ...but delegates are rebuilt later
            for task in tasks { self.delegatesByTask[task.taskIdentifier] = store.record(for: task) }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let record = delegatesByTask[task.taskIdentifier] else { return }   // dropped when not rebuilt yet
        store.finish(record, error: error)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let record = delegatesByTask[dataTask.taskIdentifier] else { return }
        onResponse?(record.id, data)
    }
}
