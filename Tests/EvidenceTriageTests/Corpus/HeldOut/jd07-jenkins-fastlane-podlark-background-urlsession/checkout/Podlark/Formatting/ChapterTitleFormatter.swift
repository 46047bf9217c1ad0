import Foundation

/// Strips "Episode 42: " / "Ep. 42 – " prefixes from chapter titles.
struct ChapterTitleFormatter {
    private let prefix = try! NSRegularExpression(pattern: "^(Episode|Ep\\.)\\s*\\d+:\\s*")

    func display(_ title: String) -> String {
        let range = NSRange(title.startIndex..., in: title)
        return prefix.stringByReplacingMatches(in: title, range: range, withTemplate: "")
    }
}
