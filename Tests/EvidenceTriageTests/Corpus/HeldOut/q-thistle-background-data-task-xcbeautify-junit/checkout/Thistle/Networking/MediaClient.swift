import Foundation

final class MediaClient: NSObject, URLSessionDataDelegate {
    private var session: URLSession!
    init(background: Bool, baseURL: URL) {
        super.init()
        let config = background ? URLSessionConfiguration.background(withIdentifier: "app.thistle.media") : .default
        session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }
    func post(path: String, parameters: [String: Any], completion: @escaping (Result<Int, Error>) -> Void) {
        let request = MultipartRequestSerializer().request(path: path, parameters: parameters)
        let task = session.dataTask(with: request)   // same path for foreground and background
        handlers[task.taskIdentifier] = completion
        task.resume()
    }
    private var handlers: [Int: (Result<Int, Error>) -> Void] = [:]
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        handlers.removeValue(forKey: task.taskIdentifier)?(error.map { .failure($0) } ?? .success((task.response as? HTTPURLResponse)?.statusCode ?? 0))
    }
}
