import Foundation

final class QuillNetwork {
    var enabled = true
    var requestsDisabledUntil: TimeInterval = 0
    private(set) var eventsTask: URLSessionDataTask?
    private(set) var flushAttempts = 0
    let session: URLSession
    let log: QuillLogger

    init(session: URLSession, log: QuillLogger) {
        self.session = session
        self.log = log
    }

    func flushQueue(_ queue: [[String: Any]], endpoint: String, completion: @escaping (Bool) -> Void) {
        if Date().timeIntervalSince1970 < requestsDisabledUntil {
            log.debug("Attempted to flush to \(endpoint), when we still have a timeout. Ignoring flush.")
            return completion(false)
        }
        guard enabled else {
            log.debug("Flush to \(endpoint) skipped: network disabled")
            return completion(false)
        }
        guard eventsTask == nil else { return completion(false) }
        flushAttempts += 1
        let request = QuillRequest.batch(queue, endpoint: endpoint)
        eventsTask = session.dataTask(with: request) { _, response, error in
            let ok = error == nil && (response as? HTTPURLResponse)?.statusCode == 200
            if ok { self.eventsTask = nil }
            completion(ok)
        }
        eventsTask?.resume()
    }

    func cancelAll() {
        eventsTask?.cancel()
    }
}
