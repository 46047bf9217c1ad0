import Foundation

/// Uploads listener-made chapter markers; reports progress for the upload sheet.
final class ChapterUploader: NSObject, URLSessionTaskDelegate {
    private lazy var session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    private let configuration: URLSessionConfiguration
    var onProgress: ((Double) -> Void)?

    init(configuration: URLSessionConfiguration = .default) {
        self.configuration = configuration
    }

    func upload(_ chapters: Data, to url: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        let task = session.uploadTask(with: request, from: chapters)
        task.resume()
        return task
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                    totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        onProgress?(Double(totalBytesSent) / Double(max(totalBytesExpectedToSend, 1)))
    }
}
