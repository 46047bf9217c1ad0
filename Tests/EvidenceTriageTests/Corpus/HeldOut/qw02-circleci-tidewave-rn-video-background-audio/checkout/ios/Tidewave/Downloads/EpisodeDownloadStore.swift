import Foundation

/// Native store behind the JS `Downloads` module.
@objc(EpisodeDownloadStore)
final class EpisodeDownloadStore: NSObject {
    let root: URL

    init(root: URL) {
        self.root = root
        super.init()
    }

    func finalURL(for episodeID: String) -> URL {
        root.appendingPathComponent("\(episodeID).mp3")
    }

    func partialURL(for episodeID: String) -> URL {
        root.appendingPathComponent("\(episodeID).mp3.partial")
    }

    func delete(episodeID: String) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: finalURL(for: episodeID).path) {
            try fm.removeItem(at: finalURL(for: episodeID))
        }
    }

    func bytesOnDisk() -> Int {
        let items = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        return items.reduce(0) { sum, url in
            sum + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
    }
}
