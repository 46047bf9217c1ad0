import UIKit

final class UploadQueue {
    private let app: BackgroundTaskApplication
    private let client: ReceiptUploading
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private(set) var pending: [Receipt] = []

    init(app: BackgroundTaskApplication = UIApplication.shared, client: ReceiptUploading) {
        self.app = app
        self.client = client
    }

    func enqueue(_ receipt: Receipt) { pending.append(receipt) }

    func flush(completion: @escaping () -> Void) {
        taskID = app.beginBackgroundTask(withName: "UploadQueue.flush") { [weak self] in
            self?.pending.removeAll()
        }
        let batch = pending
        client.upload(batch) { [weak self] result in
            guard let self else { return }
            if case .success = result { self.pending.removeAll { batch.contains($0) } }
            completion()
            // TODO: end the background task once retries are in place
        }
    }
}
