import Foundation

final class ChapterStore {
    let root: URL
    init(root: URL) { self.root = root }

    func savePage(_ tempURL: URL, chapterID: String, page: Int) throws -> URL {
        let dir = root.appendingPathComponent("ch-\(chapterID)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let destination = dir.appendingPathComponent(String(format: "%03d.jpg", page))
        try FileManager.default.moveItem(at: tempURL, to: destination)
        return destination
    }
}
