import BackgroundTasks
import Foundation

/// iOS 26: keep a user-started large upload running after the user leaves the
/// app, with the system's progress UI.
/// CR-512: per-upload identifiers live under com.corrie.app.uploads.*
enum ContinuedUpload {
    static func identifier(for uploadID: UUID) -> String {
        "com.corrie.app.uploads.\(uploadID.uuidString.lowercased())"
    }

    static func request(for item: UploadItem) -> BGContinuedProcessingTaskRequest {
        let request = BGContinuedProcessingTaskRequest(identifier: identifier(for: item.id),
                                                       title: "Uploading \(item.name)",
                                                       subtitle: "Preparing…")
        request.strategy = .fail
        return request
    }
}
