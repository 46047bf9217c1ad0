import Foundation

/// Owns the upload URLSession for one backup run. Created by the BGProcessingTask
/// runner and released when the run ends (often off the main thread).
@MainActor
final class UploadCoordinator: NSObject, URLSessionTaskDelegate {
    private var session: URLSession!
    private var inFlight: [Int: String] = [:]
    private let progress: (Double) -> Void

    init(configuration: URLSessionConfiguration = .default, progress: @escaping (Double) -> Void = { _ in }) {
        self.progress = progress
        super.init()
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: .main)
    }

    func upload(_ file: URL, assetID: String, to endpoint: URL) {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: file)
        inFlight[task.taskIdentifier] = assetID
        task.resume()
    }

    nonisolated func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                                totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        let fraction = Double(totalBytesSent) / Double(max(totalBytesExpectedToSend, 1))
        Task { @MainActor in self.progress(fraction) }
    }

    // Swift 6.2: tear down on the main actor, where the session and inFlight live (LMP-540).
    isolated deinit {
        session.invalidateAndCancel()
        inFlight.removeAll()
    }
}
