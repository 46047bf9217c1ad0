import Foundation

final class EpisodeListViewModel {
    enum Filter { case all, downloaded }
    var filter: Filter = .all
    private let episodes: [EpisodeRow]

    init(episodes: [EpisodeRow]) { self.episodes = episodes }

    var visible: [EpisodeRow] {
        switch filter {
        case .all: return episodes
        case .downloaded: return episodes.filter { $0.downloaded || $0.partial }
        }
    }
}
