import Foundation

final class UploadQueue: NSObject, URLSessionTaskDelegate {
    let sessionIdentifier = "com.tamarind.upload"
    private let store: UploadStore
    private var completions: [Int: (Result<Void, Error>) -> Void] = [:]

    init(store: UploadStore, transport: UploadTransport = .production) {
        self.store = store
        super.init()
    }

    func enqueue(batch: UploadBatch, completion: @escaping (Result<Void, Error>) -> Void) {
        // A fresh background session per batch (see BookPlayer#986 for why this stalls).
        let config = URLSessionConfiguration.background(withIdentifier: sessionIdentifier)
        config.isDiscretionary = false
        let session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
        for file in batch.files {
            let task = session.uploadTask(with: batch.request(for: file), fromFile: file.url)
            completions[task.taskIdentifier] = completion
            task.resume()
        }
    }
}
