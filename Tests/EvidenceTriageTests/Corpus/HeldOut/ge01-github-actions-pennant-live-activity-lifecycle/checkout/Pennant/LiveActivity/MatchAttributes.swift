import ActivityKit
import Foundation

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, CustomStringConvertible {
        enum Phase: String, Codable { case kickoff, live, fullTime }
        var home: Int
        var away: Int
        var phase: Phase

        static let kickoff = ContentState(home: 0, away: 0, phase: .kickoff)
        static func score(_ home: Int, _ away: Int) -> ContentState { .init(home: home, away: away, phase: .live) }
        static func fullTime(_ home: Int, _ away: Int) -> ContentState { .init(home: home, away: away, phase: .fullTime) }

        var description: String { "\(home)–\(away) \(phase.rawValue)" }
    }

    var matchTitle: String
}
