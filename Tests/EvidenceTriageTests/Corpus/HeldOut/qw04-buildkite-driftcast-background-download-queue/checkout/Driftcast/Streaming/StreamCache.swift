import Foundation

/// Prefetches the first minutes of the next episode so playback starts instantly.
final class StreamCache: NSObject, URLSessionDataDelegate {
    static let sessionIdentifier = "fm.driftcast.prefetch"

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    private var buffers: [Int: Data] = [:]

    @discardableResult
    func prefetch(_ url: URL, bytes: Int = 4 * 1024 * 1024) -> URLSessionTask {
        var request = URLRequest(url: url)
        request.setValue("bytes=0-\(bytes - 1)", forHTTPHeaderField: "Range")
        let task = session.dataTask(with: request)
        task.resume()
        return task
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        buffers[dataTask.taskIdentifier, default: Data()].append(data)
    }
}
