import UIKit

/// Sends whatever is queued when UIKit says the app is about to terminate.
final class TerminationFlusher {
    private let queue: EventQueue
    private let endpoint: URL
    private let waitLimit: TimeInterval
    private lazy var session = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)

    init(queue: EventQueue, endpoint: URL, waitLimit: TimeInterval = 5) {
        self.queue = queue
        self.endpoint = endpoint
        self.waitLimit = waitLimit
    }

    func applicationWillTerminate() {
        let events = queue.drain()
        let task = UIApplication.shared.beginBackgroundTask(withName: "ember.flush")
        let done = DispatchSemaphore(value: 0)
        var request = URLRequest(url: endpoint.appending(path: "v2/batch"))
        request.httpMethod = "POST"
        request.httpBody = try? JSONEncoder().encode(events)
        DispatchQueue.main.async { [session] in
            session.dataTask(with: request) { _, response, error in
                Log.flush.info("batch finished status=\((response as? HTTPURLResponse)?.statusCode ?? -1) error=\(String(describing: error))")
                done.signal()
            }.resume()
        }
        Log.flush.info("waiting for upload (semaphore)")
        if done.wait(timeout: .now() + waitLimit) == .timedOut {
            Log.flush.error("timed out after \(waitLimit) s, \(events.count) events left in queue")
            session.invalidateAndCancel()
        }
        UIApplication.shared.endBackgroundTask(task)
    }
}
