import Foundation

/// Spools receipt photos to disk before the upload session picks them up.
/// Enqueue is called from the camera capture queue and from the share extension import.
public final class ReceiptUploadQueue {
    private let directory: URL
    private var nextFileNumber = 0

    public init(directory: URL) {
        self.directory = directory
    }

    @discardableResult
    public func enqueue(_ jpeg: Data) throws -> URL {
        let number = nextFileNumber
        nextFileNumber = number + 1
        let url = directory.appendingPathComponent(String(format: "receipt-%05d.jpg", number))
        try jpeg.write(to: url, options: .withoutOverwriting)
        return url
    }

    public var pendingCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path).count) ?? 0
    }
}
