import Foundation

/// PDF/Markdown exports are rendered into tmp/exports before being handed to
/// the share sheet or the background upload.
final class ExportTempStore {

    let directory: URL
    private let fileManager: FileManager

    init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
        directory = fileManager.temporaryDirectory.appendingPathComponent("exports", isDirectory: true)
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func makeFile(named name: String) -> URL {
        directory.appendingPathComponent(UUID().uuidString + "-" + name)
    }

    /// Removes every export left behind by a previous process.
    /// Called from `applicationWillTerminate(_:)`.
    func purgeAll() {
        let files = (try? fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files {
            try? fileManager.removeItem(at: file)
        }
    }

    var count: Int {
        ((try? fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []).count
    }
}
