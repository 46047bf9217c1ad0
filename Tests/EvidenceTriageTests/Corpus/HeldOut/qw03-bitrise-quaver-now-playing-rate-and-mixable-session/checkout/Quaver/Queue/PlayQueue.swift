import Foundation

struct PlayQueue {
    private(set) var tracks: [String]
    private(set) var currentIndex: Int

    init(tracks: [String], currentIndex: Int = 0) {
        self.tracks = tracks
        self.currentIndex = currentIndex
    }

    var current: String? { tracks.indices.contains(currentIndex) ? tracks[currentIndex] : nil }

    /// Shuffles the upcoming tracks; the track that is playing stays first.
    mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
        tracks.shuffle(using: &generator)
        currentIndex = 0
    }
}
