//
//  ReceiptUploadJob.swift
//  Sablewood
//

import Foundation

final class ReceiptUploadJob {
    private let queue: PendingUploadQueue
    private let client: ReceiptUploadClient

    init(queue: PendingUploadQueue, client: ReceiptUploadClient) {
        self.queue = queue
        self.client = client
    }

    /// Uploads every ready receipt; each one leaves the queue only after the
    /// server has acknowledged it.
    func run() async throws {
        for receipt in queue.ready() {
            try Task.checkCancellation()
            _ = try await client.upload(receipt.metadata, imageData: receipt.imageData)
            try queue.remove(receipt.id)
        }
    }
}
