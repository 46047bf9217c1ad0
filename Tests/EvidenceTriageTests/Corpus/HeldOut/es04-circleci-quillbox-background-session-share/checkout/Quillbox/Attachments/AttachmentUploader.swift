import Foundation

/// Uploads note attachments. The share extension and the app both use the
/// background session so an upload survives the extension being torn down.
final class AttachmentUploader: NSObject {
    static let sessionIdentifier = "com.quillbox.notes.attachments"
    static let appGroup = "group.com.quillbox.notes"

    private let endpoint: URL
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sharedContainerIdentifier = Self.appGroup
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    init(endpoint: URL) {
        self.endpoint = endpoint
    }

    /// Returns the server-side attachment ID once the upload finished.
    func upload(_ fileURL: URL, noteID: String) async throws -> String {
        var request = URLRequest(url: endpoint.appendingPathComponent("notes/\(noteID)/attachments"))
        request.httpMethod = "POST"
        request.setValue(fileURL.mimeType, forHTTPHeaderField: "Content-Type")

        let (data, response) = try await session.upload(for: request, fromFile: fileURL)
        guard let http = response as? HTTPURLResponse, http.statusCode == 201 else {
            throw AttachmentError.rejected((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return try JSONDecoder().decode(AttachmentReceipt.self, from: data).id
    }
}

extension AttachmentUploader: URLSessionDataDelegate {
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        BackgroundSessionCompletion.shared.finish(identifier: session.configuration.identifier)
    }
}
