struct PlaybackQueue {
    private(set) var episodes: [String]
    private(set) var currentIndex: Int

    var current: String? { episodes.indices.contains(currentIndex) ? episodes[currentIndex] : nil }

    mutating func remove(_ id: String) {
        guard let index = episodes.firstIndex(of: id) else { return }
        episodes.remove(at: index)
        if index <= currentIndex { currentIndex = max(0, currentIndex - 1) }   // steps back instead of advancing
    }
}
