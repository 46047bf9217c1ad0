import Foundation

final class WatchlistViewModel {
    private(set) var shows: [String]
    init(shows: [String]) { self.shows = shows }
    var countLabel: String { "\(shows.count) shows" }
    func remove(_ show: String) { shows = shows.filter { $0 == show } }
}
