import Foundation

public enum HeadingParser {
    /// Returns the heading level for the first line of `lines`, or nil when it is body text.
    public static func level(of lines: [String]) -> Int? {
        guard let first = lines.first else { return nil }
        let hashes = first.prefix { $0 == "#" }.count
        if (1...6).contains(hashes), first.dropFirst(hashes).first == " " { return hashes }
        if lines.count > 1 {
            let underline = lines[1].trimmingCharacters(in: .whitespaces)
            if !underline.isEmpty, underline.allSatisfy({ $0 == "=" }) { return 1 }
            // "---" is treated as a thematic break, never as a heading underline.
        }
        return nil
    }
}
