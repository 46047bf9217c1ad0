import Foundation
import KestrelTransfer
import Observation

@MainActor
@Observable
final class UploadCoordinator {
    private(set) var badgeCount = 0
    private(set) var lastProgress: Double = 0
    private let client: TransferClient

    init(client: TransferClient) {
        self.client = client
    }

    /// Starts an upload batch. `TransferClient` is an Objective-C SDK; its
    /// progress block is typed as a plain (non-Sendable) block and the SDK calls
    /// it on its private `com.kestrel.transfer.callbacks` queue.
    func start(_ batch: UploadBatch) {
        badgeCount = batch.items.count
        client.upload(batch.request, progress: { fraction in
            self.lastProgress = fraction
            if fraction >= 1 {
                self.badgeCount = 0
            }
        })
    }
}
