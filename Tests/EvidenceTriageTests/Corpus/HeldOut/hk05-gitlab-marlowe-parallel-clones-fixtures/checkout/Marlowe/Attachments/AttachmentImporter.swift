import Foundation
import UniformTypeIdentifiers

/// Copies a user-picked file into the note's attachment folder inside the app container.
struct AttachmentImporter {
    let libraryURL: URL
    let fileManager: FileManager = .default

    enum ImportError: Error { case tooLarge(Int), unsupportedType(String) }

    static let maxBytes = 25 * 1024 * 1024

    func importFile(at source: URL, into noteID: String) throws -> URL {
        let values = try source.resourceValues(forKeys: [.fileSizeKey, .contentTypeKey])
        if let size = values.fileSize, size > Self.maxBytes { throw ImportError.tooLarge(size) }
        if let type = values.contentType, !(type.conforms(to: .pdf) || type.conforms(to: .image)) {
            throw ImportError.unsupportedType(type.identifier)
        }
        let folder = libraryURL.appendingPathComponent(noteID, isDirectory: true)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = folder.appendingPathComponent(source.lastPathComponent)
        if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
        try fileManager.copyItem(at: source, to: destination)
        return destination
    }
}
