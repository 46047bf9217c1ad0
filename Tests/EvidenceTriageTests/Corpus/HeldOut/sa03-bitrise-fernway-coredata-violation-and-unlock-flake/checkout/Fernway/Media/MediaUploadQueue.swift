import Foundation

final class MediaUploadQueue {
    private(set) var attempts: [UUID: Int] = [:]
    let maxRetries: Int
    let uploader: (UUID) async throws -> Void

    init(maxRetries: Int = 1, uploader: @escaping (UUID) async throws -> Void) {
        self.maxRetries = maxRetries
        self.uploader = uploader
    }

    func upload(_ id: UUID) async -> Bool {
        var retries = 0
        while true {
            attempts[id, default: 0] += 1
            do {
                try await uploader(id)
                return true
            } catch {
                if retries > maxRetries { return false }
                retries += 1
            }
        }
    }
}
