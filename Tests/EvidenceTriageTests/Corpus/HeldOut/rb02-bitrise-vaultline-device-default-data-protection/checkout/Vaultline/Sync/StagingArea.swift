import Foundation

/// Encrypted blobs waiting for upload live here until the uploader drains them.
final class StagingArea {
    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    static func appGroup() -> StagingArea {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.io.vaultline.app")!
        return StagingArea(directory: container.appendingPathComponent("Staging", isDirectory: true))
    }

    @discardableResult
    func stage(_ blob: Data, name: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try blob.write(to: url)
        return url
    }

    func pending() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    }
}
