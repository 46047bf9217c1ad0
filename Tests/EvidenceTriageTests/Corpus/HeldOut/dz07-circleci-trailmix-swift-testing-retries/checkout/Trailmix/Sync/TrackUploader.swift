import Foundation

struct UploadReport: Sendable {
    var failures: [String] = []
}

/// Uploads recorded GPX tracks; reports failures through a callback that may run
/// on any executor.
final class TrackUploader: @unchecked Sendable {
    private let transport: @Sendable (String) async throws -> Void

    init(transport: @escaping @Sendable (String) async throws -> Void) {
        self.transport = transport
    }

    func upload(_ trackIDs: [String], onFailure: @escaping @Sendable (String, Error) -> Void) async {
        for id in trackIDs {
            do { try await transport(id) } catch { onFailure(id, error) }
        }
    }
}
