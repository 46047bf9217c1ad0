struct EpisodeSorter {
    func sorted(_ episodes: [Episode]) -> [Episode] {
        episodes.sorted { $0.published > $1.published }
    }
}
