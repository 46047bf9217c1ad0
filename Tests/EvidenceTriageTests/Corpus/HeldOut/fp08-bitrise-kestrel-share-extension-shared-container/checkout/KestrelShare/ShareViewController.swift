import KestrelShareKit
import os
import UIKit
import UniformTypeIdentifiers

final class ShareViewController: UIViewController, URLSessionTaskDelegate {
    private let log = Logger(subsystem: "com.kestrelapp.kestrel.share", category: "ShareUpload")
    private lazy var session = URLSession(configuration: ShareSessionFactory.extensionBackgroundConfiguration(),
                                          delegate: self, delegateQueue: nil)

    @IBAction func post(_ sender: Any) {
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let provider = item.attachments?.first else { return cancel() }
        provider.loadFileRepresentation(forTypeIdentifier: UTType.item.identifier) { [weak self] url, _ in
            guard let self, let url, let staged = try? UploadStaging.copyToSharedContainer(url) else { return }
            var request = URLRequest(url: UploadEndpoint.files)
            request.httpMethod = "POST"
            let task = self.session.uploadTask(with: request, fromFile: staged)
            task.taskDescription = staged.lastPathComponent
            task.resume()
            self.log.info("queued background upload \(staged.lastPathComponent, privacy: .public)")
            DispatchQueue.main.async { self.extensionContext?.completeRequest(returningItems: nil) }
        }
    }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) {
        log.error("background session invalidated: \(String(describing: error), privacy: .public)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            log.error("upload \(task.taskDescription ?? "?", privacy: .public) failed: \(error as NSError, privacy: .public)")
        }
    }

    private func cancel() {
        extensionContext?.cancelRequest(withError: CocoaError(.userCancelled))
    }
}
