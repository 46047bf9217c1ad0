@testable import Pipit

extension EpisodeRow {
    static func fixture(id: String, downloaded: Bool) -> EpisodeRow {
        EpisodeRow(id: id, title: "Episode \(id)", downloaded: downloaded, partial: !downloaded)
    }
}
