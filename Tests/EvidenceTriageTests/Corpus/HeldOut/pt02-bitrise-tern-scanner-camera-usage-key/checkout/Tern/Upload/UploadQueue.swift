import Foundation

final class UploadQueue {
    private(set) var pending: [ReceiptUpload] = []
    private let client: UploadClient

    init(client: UploadClient) { self.client = client }

    func enqueue(_ upload: ReceiptUpload) { pending.append(upload) }

    func flush() async {
        let batch = pending
        pending.removeAll()
        do {
            try await client.send(batch)
        } catch {
            Log.upload.error("upload batch failed: \(error.localizedDescription)")
        }
    }
}
