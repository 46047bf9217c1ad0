import Foundation

struct Episode { var title: String; var enclosureLength: Int? }

enum FeedParser {
    static func episode(from item: [String: String]) -> Episode {
        // BUG: RSS puts the byte length in the enclosure's `length` attribute; we read `size`.
        Episode(title: item["title"] ?? "", enclosureLength: item["enclosure@size"].flatMap(Int.init))
    }
}
