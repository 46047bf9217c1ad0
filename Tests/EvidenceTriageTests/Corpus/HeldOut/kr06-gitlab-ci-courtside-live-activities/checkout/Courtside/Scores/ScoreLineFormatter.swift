import Foundation

struct ScoreLineFormatter {
    func line(home: String, away: String, homeScore: Int, awayScore: Int, period: String) -> String {
        "\(home) \(homeScore)–\(awayScore) \(away) · \(period)"
    }

    func periodLabel(_ period: Int, overtime: Bool) -> String {
        overtime ? "OT" : "Q\(period)"
    }
}
