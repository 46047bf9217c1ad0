import Foundation

/// Sends receipt photos to the expense API. Uses a background session so a
/// long upload survives the user leaving the app.
final class ReceiptUploader: NSObject {
    static let sessionIdentifier = "app.juniper.expenses.receipt-upload"

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    private let baseURL: URL
    var onComplete: ((Result<Int, Error>) -> Void)?

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    @discardableResult
    func upload(_ receipt: Receipt) -> URLSessionUploadTask {
        var request = URLRequest(url: baseURL.appendingPathComponent("v3/receipts/\(receipt.id)/image"))
        request.httpMethod = "POST"
        let form = MultipartForm(boundary: "juniper-\(receipt.id)")
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        let body = form.encode(file: receipt.imageData, name: "image", filename: "\(receipt.id).jpg", mimeType: "image/jpeg")
        let task = session.uploadTask(with: request, from: body)
        task.taskDescription = receipt.id
        task.resume()
        return task
    }
}

extension ReceiptUploader: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { onComplete?(.failure(error)); return }
        onComplete?(.success((task.response as? HTTPURLResponse)?.statusCode ?? 0))
    }
}
