import Foundation
struct ReadingStats {
    let pages: [Int]; let days: Int
    var summary: String { String(format: "avg %.1f pages/day", locale: .current, Double(pages.reduce(0, +)) / Double(days)) }
}
