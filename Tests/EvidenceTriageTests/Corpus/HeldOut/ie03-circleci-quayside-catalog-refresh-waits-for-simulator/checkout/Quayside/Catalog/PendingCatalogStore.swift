import Foundation

/// A background download wakes the app with ~30 s to parse and persist a catalog.
/// The downloaded file is staged first so a persist that is cut short can be
/// resumed on the next foreground sync instead of re-downloading everything.
final class PendingCatalogStore {
    struct PendingCatalogFile: Codable, Equatable { let siteID: Int64; let path: String; let stagedAt: Date }

    private let directory: URL
    private let defaults: UserDefaults
    private let fileManager: FileManager

    init(directory: URL, defaults: UserDefaults, fileManager: FileManager = .default) {
        self.directory = directory
        self.defaults = defaults
        self.fileManager = fileManager
    }

    func stage(downloadedFile: URL, siteID: Int64) throws -> PendingCatalogFile {
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent("catalog-\(siteID).json")
        if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
        try fileManager.moveItem(at: downloadedFile, to: target)
        let record = PendingCatalogFile(siteID: siteID, path: target.path, stagedAt: Date())
        defaults.set(try JSONEncoder().encode(record), forKey: "pendingCatalogFile")
        return record
    }

    func persist(_ record: PendingCatalogFile, using persister: (URL) throws -> Void) throws {
        let url = URL(fileURLWithPath: record.path)
        defer {
            // Cleans up whether or not the persist went through.
            try? fileManager.removeItem(at: url)
            defaults.removeObject(forKey: "pendingCatalogFile")
        }
        try persister(url)
    }

    func pending() -> PendingCatalogFile? {
        defaults.data(forKey: "pendingCatalogFile").flatMap { try? JSONDecoder().decode(PendingCatalogFile.self, from: $0) }
    }
}
