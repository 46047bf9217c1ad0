import Foundation

/// Debug network inspector: every request of the app's API session passes through here so the
/// in-app "Network" panel can list it. The request is replayed on an inner session.
final class NetworkInspectorProtocol: URLProtocol, URLSessionDataDelegate {
    private static let handledKey = "QuaylineInspectorHandled"
    static var innerConfiguration: URLSessionConfiguration = .default

    private var innerSession: URLSession?
    private var innerTask: URLSessionDataTask?

    override class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme, ["http", "https"].contains(scheme) else { return false }
        if URLProtocol.property(forKey: handledKey, in: request) != nil {
            return false
        }
        return true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let forwarded = (request as NSURLRequest).mutableCopy() as! NSMutableURLRequest
        URLProtocol.setProperty(true, forKey: Self.handledKey, in: forwarded)
        innerSession = URLSession(configuration: Self.innerConfiguration, delegate: self, delegateQueue: nil)
        innerTask = innerSession?.dataTask(with: forwarded as URLRequest)
        InspectorLog.shared.begin(request)
        innerTask?.resume()
    }

    override func stopLoading() {
        innerTask?.cancel()
        innerSession?.finishTasksAndInvalidate()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let policy = URLCache.StoragePolicy(rawValue: request.cachePolicy.rawValue) ?? .notAllowed
        NSLog("[NetInspector] %@ %@ -> %d storage=%@", request.httpMethod ?? "GET", request.url?.absoluteString ?? "-",
              (response as? HTTPURLResponse)?.statusCode ?? 0, String(describing: policy))
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: policy)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        client?.urlProtocol(self, didLoad: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { client?.urlProtocol(self, didFailWithError: error) } else { client?.urlProtocolDidFinishLoading(self) }
        InspectorLog.shared.end(request, error: error)
    }
}
