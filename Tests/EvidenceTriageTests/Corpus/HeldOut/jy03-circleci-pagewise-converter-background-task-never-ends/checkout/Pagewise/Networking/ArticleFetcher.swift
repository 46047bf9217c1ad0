import Foundation

final class ArticleFetcher: NSObject, URLSessionDataDelegate {
    private var buffers: [Int: Data] = [:]
    var onFinished: ((Int, Result<Data, Error>) -> Void)?

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            return
        }
        guard (200..<300).contains(http.statusCode) else {
            onFinished?(dataTask.taskIdentifier, .failure(FetchError.status(http.statusCode)))
            return
        }
        buffers[dataTask.taskIdentifier] = Data()
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        buffers[dataTask.taskIdentifier, default: Data()].append(data)
    }
}
