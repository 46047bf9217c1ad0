import Foundation

/// Sends large attachments (photos, LiDAR scans) for a survey.
final class AttachmentUploader {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func send(_ file: URL, to endpoint: URL) async throws {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        _ = try await session.upload(for: request, fromFile: file)
    }
}
