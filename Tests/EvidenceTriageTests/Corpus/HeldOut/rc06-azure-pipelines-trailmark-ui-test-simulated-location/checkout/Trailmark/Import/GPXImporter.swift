import Foundation

struct GPXImporter {
    func importTrack(from url: URL) throws -> Track {
        let doc = try GPXDocument(contentsOf: url)
        guard let firstSegment = doc.tracks.first?.segments.first else { throw GPXError.empty }
        return Track(name: doc.tracks.first?.name ?? "Imported", points: firstSegment.points)
    }
}
