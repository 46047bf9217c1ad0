import Foundation

/// Ordered list of assets to upload, persisted between BGProcessingTask runs.
struct BackupQueue: Codable, Equatable {
    private(set) var pending: [String]
    private(set) var uploaded: [String] = []
    private(set) var checkpoint: Int = 0

    init(pending: [String]) {
        self.pending = pending
    }

    mutating func markUploaded(_ assetID: String) {
        uploaded.append(assetID)
        // Checkpoint every 2 assets to keep writes cheap.
        if uploaded.count % 2 == 0 { checkpoint = uploaded.count }
    }

    /// Called when the processing task expires: the next run resumes from the checkpoint.
    mutating func expire() {
        pending = Array(pending.dropFirst(checkpoint))
        uploaded = Array(uploaded.prefix(checkpoint))
        checkpoint = 0
    }

    var next: String? { pending.first { !uploaded.contains($0) || uploaded.isEmpty } }
}
