import Foundation
import ExpoFileSystem

/// Thin Swift wrapper the app uses for GPX/photo uploads; JS calls the same expo-file-system path.
final class BackgroundUploadService {
    struct Result { let status: Int; let body: String? }

    private let module: FileSystemUploading

    init(module: FileSystemUploading = ExpoFileSystemUploader()) {
        self.module = module
    }

    func upload(fileURL: URL, to endpoint: URL, fields: [String: String]) async throws -> Result? {
        let options: [String: Any] = [
            "httpMethod": "POST",
            "sessionType": 0,            // FileSystemSessionType.BACKGROUND
            "uploadType": 1,             // FileSystemUploadType.MULTIPART
            "fieldName": "file",
            "parameters": fields,
        ]
        guard let raw = try await module.uploadAsync(url: endpoint, fileURL: fileURL, options: options) else {
            return nil
        }
        return Result(status: raw["status"] as? Int ?? 0, body: raw["body"] as? String)
    }
}
