import Foundation
import CoreData

/// Runs as a BGProcessingTask overnight: packs the day's inspections into a zip for upload.
final class InspectionExportJob {
    static let identifier = "com.tallowmere.app.nightly-export"
    private let container: NSPersistentContainer
    private let staging: URL
    private let fileManager: FileManager

    init(container: NSPersistentContainer, staging: URL, fileManager: FileManager = .default) {
        self.container = container; self.staging = staging; self.fileManager = fileManager
    }

    static func makeContainer(storeURL: URL) -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Tallowmere")
        let description = NSPersistentStoreDescription(url: storeURL)
        description.setOption(FileProtectionType.complete as NSObject, forKey: NSPersistentStoreFileProtectionKey)
        container.persistentStoreDescriptions = [description]
        return container
    }

    func run(isCancelled: () -> Bool) throws -> URL {
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        let rows = try container.viewContext.fetch(Inspection.fetchRequest())
        for row in rows {
            if isCancelled() { throw CancellationError() }
            try row.jsonData().write(to: staging.appendingPathComponent("\(row.id).json"))
        }
        return try Zipper.zip(staging, to: staging.appendingPathExtension("zip"))
    }
}
