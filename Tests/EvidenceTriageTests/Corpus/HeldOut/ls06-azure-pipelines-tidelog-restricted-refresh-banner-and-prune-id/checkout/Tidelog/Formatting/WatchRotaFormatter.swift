import Foundation

/// Ship's watch rota shown in the logbook header.
enum WatchRotaFormatter {
    static let watches: [(name: String, start: Int, end: Int)] = [
        ("First", 20, 24), ("Middle", 0, 4), ("Morning", 4, 8), ("Forenoon", 8, 12),
        ("Afternoon", 12, 16), ("First dog", 16, 19), ("Last dog", 19, 20),
    ]

    static func duration(of name: String) -> Int? {
        guard let w = watches.first(where: { $0.name == name }) else { return nil }
        return (w.end - w.start + 24) % 24 == 0 ? 24 : (w.end - w.start + 24) % 24
    }
}
