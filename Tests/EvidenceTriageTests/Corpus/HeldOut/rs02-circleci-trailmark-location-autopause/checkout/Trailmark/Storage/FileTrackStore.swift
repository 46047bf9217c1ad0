import Foundation

final class FileTrackStore: TrackStore {
    private let directory: URL
    init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func append(_ points: [TrackPoint], to track: String) throws {
        for p in points {
            let name = "\(track)-\(UUID().uuidString).json"
            try JSONEncoder().encode(p).write(to: directory.appendingPathComponent(name))
        }
    }

    func points(for track: String) throws -> [TrackPoint] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(track) }
        return try files.map { try JSONDecoder().decode(TrackPoint.self, from: Data(contentsOf: $0)) }
    }
}
