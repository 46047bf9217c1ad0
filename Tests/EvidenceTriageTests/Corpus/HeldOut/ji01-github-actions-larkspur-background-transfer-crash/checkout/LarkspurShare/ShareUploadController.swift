import UIKit
import UniformTypeIdentifiers
import os

/// Share extension: queues "add this episode to my library" as a background upload
/// so it finishes after the share sheet is dismissed.
final class ShareUploadController: UIViewController {
    private let log = Logger(subsystem: "com.larkspurapp.ios.share", category: "upload")
    @IBOutlet private var statusLabel: UILabel!

    private lazy var session: URLSession = {
        let identifier = Bundle.main.object(forInfoDictionaryKey: "LarkspurShareSessionIdentifier") as? String
            ?? "com.larkspurapp.ios.share.upload"
        let appGroup = Bundle.main.object(forInfoDictionaryKey: "LarkspurAppGroup") as? String ?? ""
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        // A background session created in an app extension must name a shared container
        // the host app can also reach, or it is invalidated (NSURLErrorDomain -995).
        configuration.sharedContainerIdentifier = appGroup
        log.info("creating URLSession \(identifier, privacy: .public), sharedContainerIdentifier=\"\(appGroup, privacy: .public)\" (Info.plist LarkspurAppGroup)")
        return URLSession(configuration: configuration, delegate: self, delegateQueue: .main)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.accessibilityIdentifier = "share-status"
        Task { await queueUpload() }
    }

    private func queueUpload() async {
        guard let url = await sharedURL() else { statusLabel.text = "Nothing to share"; return }
        log.info("preparing background upload for \(url.absoluteString, privacy: .public)")
        let body = try? JSONEncoder().encode(["episodeURL": url.absoluteString])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString).json")
        try? body?.write(to: file)
        var request = URLRequest(url: URL(string: "https://api.larkspur.fm/v2/library/items")!)
        request.httpMethod = "POST"
        session.uploadTask(with: request, fromFile: file).resume()
    }

    private func sharedURL() async -> URL? {
        let item = extensionContext?.inputItems.first as? NSExtensionItem
        guard let provider = item?.attachments?.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) }) else { return nil }
        return try? await provider.loadItem(forTypeIdentifier: UTType.url.identifier) as? URL
    }
}

extension ShareUploadController: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                    totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        statusLabel.text = "Queued for upload"
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error = error as NSError? else { return }
        log.error("upload failed: \(error, privacy: .public)")
        statusLabel.text = "Couldn’t queue upload (\(error.code))"
    }
}
