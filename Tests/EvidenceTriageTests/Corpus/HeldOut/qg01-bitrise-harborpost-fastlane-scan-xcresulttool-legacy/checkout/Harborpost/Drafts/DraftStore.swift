import Foundation

final class DraftStore {
    let root: URL
    private let fm = FileManager.default

    init(root: URL) { self.root = root }

    func attachmentFolder(for draftID: String) -> URL {
        root.appendingPathComponent("attachments").appendingPathComponent(draftID)
    }

    func save(draftID: String, body: String, attachments: [String: Data]) throws {
        let folder = attachmentFolder(for: draftID)
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in attachments { try data.write(to: folder.appendingPathComponent(name)) }
        try body.write(to: root.appendingPathComponent("\(draftID).txt"), atomically: true, encoding: .utf8)
    }

    func discard(draftID: String) throws {
        try fm.removeItem(at: root.appendingPathComponent("\(draftID).txt"))
    }
}
