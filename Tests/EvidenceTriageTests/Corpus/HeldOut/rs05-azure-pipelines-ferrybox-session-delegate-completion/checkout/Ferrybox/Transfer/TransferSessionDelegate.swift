import Foundation
import os

final class TransferSessionDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate {
    private let store: TransferStore
    private let log = Logger(subsystem: "com.ferrybox", category: "Transfer")

    init(store: TransferStore) { self.store = store }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse, http.statusCode != 304 else {
            log.info("manifest not modified; keeping local copy")
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
                    completionHandler: @escaping (CachedURLResponse?) -> Void) {
        if dataTask.originalRequest?.url?.path.hasPrefix("/v2/manifest") == true {
            return
        }
        completionHandler(proposedResponse)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        store.commit(downloadTask.taskDescription ?? "", from: location)
    }
}
