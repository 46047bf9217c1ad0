import Foundation
@testable import Snapcrate

/// Answers uploads with scripted HTTP status codes, in order, on the main queue.
final class ScriptedBackupClient: BackupUploading {
    private var statusCodes: [Int]
    private let latency: TimeInterval
    private(set) var uploadCount = 0

    init(statusCodes: [Int], latency: TimeInterval = 0) {
        self.statusCodes = statusCodes
        self.latency = latency
    }

    func upload(_ asset: PhotoAsset, completion: @escaping (Int) -> Void) {
        uploadCount += 1
        let code = statusCodes.isEmpty ? 200 : statusCodes.removeFirst()
        DispatchQueue.main.asyncAfter(deadline: .now() + latency) { completion(code) }
    }
}
