import FileProvider
import Foundation

enum VaultStorage {
    static var documentStorageURL: URL? {
        NSFileProviderManager.default.documentStorageURL
    }

    static func importFile(_ src: URL) throws -> URL {
        guard let root = documentStorageURL else { throw CocoaError(.fileNoSuchFile) }
        let dest = root.appendingPathComponent("Imported").appendingPathComponent(src.lastPathComponent)
        try FileManager.default.createDirectory(at: dest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: src, to: dest)
        return dest
    }
}
