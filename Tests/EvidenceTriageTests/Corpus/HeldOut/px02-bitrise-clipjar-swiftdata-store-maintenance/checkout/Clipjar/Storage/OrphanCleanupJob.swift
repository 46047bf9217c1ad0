import Foundation

@MainActor
struct OrphanCleanupJob {
    let storage: Storage
    var freeSpace: () throws -> Int64 = {
        let values = try URL.applicationSupportDirectory
            .resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
        return values.volumeAvailableCapacityForImportantUsage ?? 0
    }

    enum Outcome: Equatable { case cleaned, skippedLowDisk }

    @discardableResult
    func run() throws -> Outcome {
        try storage.cleanupOrphanedContents()
        return .cleaned
    }
}
