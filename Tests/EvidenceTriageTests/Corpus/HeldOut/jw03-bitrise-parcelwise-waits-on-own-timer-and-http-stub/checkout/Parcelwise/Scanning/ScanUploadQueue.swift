import Foundation

struct LockerScan: Codable, Equatable {
    var parcelID: String
    var lockerID: String
    var scannedAt: Date
}

protocol ScanUploading: AnyObject {
    func upload(_ scans: [LockerScan], completion: @escaping (Bool) -> Void)
}

/// Batches courier scans and uploads them every `flushInterval` seconds, so a
/// courier filling 40 lockers does not make 40 requests.
final class ScanUploadQueue {
    static let shared = ScanUploadQueue(uploader: ScanUploader())

    private let queue = DispatchQueue(label: "com.parcelwise.scan-upload")
    private let uploader: ScanUploading
    private let flushInterval: TimeInterval
    private var pending: [LockerScan] = []
    private var timer: Timer?

    init(uploader: ScanUploading, flushInterval: TimeInterval = 5) {
        self.uploader = uploader
        self.flushInterval = flushInterval
    }

    func enqueue(_ scan: LockerScan) {
        queue.async {
            self.pending.append(scan)
            self.scheduleFlushIfNeeded()
        }
    }

    private func scheduleFlushIfNeeded() {
        guard timer == nil else { return }
        timer = Timer.scheduledTimer(withTimeInterval: flushInterval, repeats: false) { [weak self] _ in
            self?.queue.async { self?.flush() }
        }
        NSLog("[ScanUploadQueue] flush timer scheduled in %.1fs on %@", flushInterval, Thread.current)
    }

    private func flush() {
        timer = nil
        let batch = pending
        pending.removeAll()
        guard !batch.isEmpty else { return }
        NSLog("[ScanUploadQueue] flushing %d scans", batch.count)
        uploader.upload(batch) { ok in
            if !ok { self.queue.async { self.pending.insert(contentsOf: batch, at: 0) } }
        }
    }
}
