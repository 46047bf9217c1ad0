import Foundation

/// What the Lock Screen / Dynamic Island scoreboard shows.
public struct ScoreboardContent: Equatable {
    public var homeTeam: String
    public var awayTeam: String
    public var homeScore: String
    public var awayScore: String
    public var clock: String

    public static let placeholder = ScoreboardContent(homeTeam: "Home", awayTeam: "Away",
                                                      homeScore: "0", awayScore: "0", clock: "--")

    /// Reads the values Flutter stored for this activity.
    public static func load(for attributes: LiveActivitiesAppAttributes, from defaults: UserDefaults) -> ScoreboardContent {
        ScoreboardContent(
            homeTeam: defaults.string(forKey: attributes.prefixedKey("homeTeam")) ?? placeholder.homeTeam,
            awayTeam: defaults.string(forKey: attributes.prefixedKey("awayTeam")) ?? placeholder.awayTeam,
            homeScore: defaults.string(forKey: "homeScore") ?? placeholder.homeScore,
            awayScore: defaults.string(forKey: "awayScore") ?? placeholder.awayScore,
            clock: defaults.string(forKey: attributes.prefixedKey("clock")) ?? placeholder.clock
        )
    }
}
