import Foundation

final class DataLoader: NSObject, URLSessionDataDelegate {
    private let session: URLSession
    private(set) var isInvalidated = false

    init(configuration: URLSessionConfiguration = .default) {
        let queue = OperationQueue(); queue.maxConcurrentOperationCount = 1
        self.session = URLSession(configuration: configuration, delegate: nil, delegateQueue: queue)
        super.init()
    }

    /// Called from applicationWillTerminate and on sign-out.
    func shutdown() {
        isInvalidated = true
        session.invalidateAndCancel()
    }

    @discardableResult
    func request(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void) -> URLSessionDataTask? {
        let task = session.dataTask(with: url) { data, _, error in
            if let error { completion(.failure(error)) } else { completion(.success(data ?? Data())) }
        }
        task.resume()
        return task
    }
}
