import Foundation

/// Uploads new receipts when the store changes, and from the `com.sedgemoor.receipts.upload`
/// background processing task.
final class ReceiptUploadJob {
    private let store: ReceiptStore
    private var session: UploadSession?
    private var observer: NSObjectProtocol?
    private(set) var uploaded: [String] = []

    init(store: ReceiptStore = .shared, session: UploadSession) {
        self.store = store
        self.session = session
    }

    /// Starts uploading whenever receipts change.
    func start() {
        observer = NotificationCenter.default.addObserver(forName: .receiptsDidChange, object: nil, queue: .main) { [unowned self] note in
            guard let ids = note.userInfo?["inserted"] as? [String] else { return }
            self.enqueue(ids)
        }
    }

    /// Stops uploading and releases the network session (e.g. when the user signs out).
    func stop() {
        session?.invalidate()
        session = nil
    }

    func enqueue(_ ids: [String]) {
        for id in ids where !uploaded.contains(id) {
            guard let receipt = store.receipt(id: id) else { continue }
            let body = receipt.jsonData()
            session!.upload(body, path: "/v1/receipts/\(id)")
            uploaded.append(id)
        }
    }
}

final class UploadSession {
    private(set) var isValid = true
    private(set) var requests: [(Data, String)] = []
    func upload(_ body: Data, path: String) { requests.append((body, path)) }
    func invalidate() { isValid = false }
}
