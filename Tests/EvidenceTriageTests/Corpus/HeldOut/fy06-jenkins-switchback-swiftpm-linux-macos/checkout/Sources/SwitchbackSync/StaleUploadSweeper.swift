import Foundation

/// Tile uploads are written as `<tile>.part` while they stream to the server. If the
/// app is suspended mid-upload the partial file stays behind; the sweeper removes
/// partials older than the retention window. Runs from the iOS background refresh and
/// from the server-side import worker (Linux).
public struct StaleUploadSweeper: Sendable {
    public let directory: URL
    public let retention: TimeInterval

    public init(directory: URL, retention: TimeInterval = 7 * 24 * 3600) {
        self.directory = directory
        self.retention = retention
    }

    @discardableResult
    public func sweep(now: Date = Date()) throws -> [String] {
        let fm = FileManager.default
        let files = try fm.contentsOfDirectory(
            at: directory,
            includingPropertiesForKeys: [.creationDateKey],
            options: [.skipsHiddenFiles])
        var removed: [String] = []
        for url in files where url.pathExtension == "part" {
            guard let created = try url.resourceValues(forKeys: [.creationDateKey]).creationDate else {
                continue
            }
            if now.timeIntervalSince(created) > retention {
                try fm.removeItem(at: url)
                removed.append(url.lastPathComponent)
            }
        }
        return removed.sorted()
    }
}
