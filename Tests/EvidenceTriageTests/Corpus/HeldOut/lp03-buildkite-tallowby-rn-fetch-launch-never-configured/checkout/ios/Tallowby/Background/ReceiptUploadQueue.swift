import Foundation

/// Persistent queue of scanned receipts waiting to be uploaded.
final class ReceiptUploadQueue {
  static let shared = ReceiptUploadQueue()

  var api: ReceiptsAPI = LiveReceiptsAPI()
  private(set) var pending: [Receipt] = []
  private var observer: NSObjectProtocol?

  init() { startObservingLaunches() }

  func enqueue(_ receipt: Receipt) throws {
    pending.append(receipt)
    try persist()
    NSLog("[Tallowby] receipts: queued receipt %d (%d items, %@ EUR)", receipt.id, receipt.items, receipt.total)
  }

  /// Drains by itself whenever a processing task is launched.
  private func startObservingLaunches() {
    observer = NotificationCenter.default.addObserver(
      forName: .tallowbyProcessingLaunch, object: nil, queue: nil
    ) { [weak self] _ in self?.drain { _ in } }
  }

  /// Uploads every pending receipt. Not guarded against a second drain
  /// running at the same time: both take the same snapshot of `pending`.
  func drain(completion: @escaping (Int) -> Void) {
    let snapshot = pending
    NSLog("[Tallowby] receipts: drain started (%d pending)", snapshot.count)
    let group = DispatchGroup()
    var uploaded: [Int] = []
    for receipt in snapshot {
      group.enter()
      api.upload(receipt) { result in
        if case .success = result { uploaded.append(receipt.id) }
        group.leave()
      }
    }
    group.notify(queue: .global()) { [weak self] in
      self?.pending.removeAll { uploaded.contains($0.id) }
      try? self?.persist()
      NSLog("[Tallowby] receipts: drain finished, uploaded=%d", uploaded.count)
      completion(uploaded.count)
    }
  }

  func cancelInFlight() { api.cancelAll() }

  func resetForTesting() {
    pending.removeAll()
    api = LiveReceiptsAPI()
    try? persist()
  }

  private func persist() throws { /* JSON file in Application Support */ }
}
