import Foundation

enum WordCounter {
    /// Words as a writer counts them: "sea-glass" is one word.
    static func count(_ text: String) -> Int {
        text.components(separatedBy: CharacterSet.alphanumerics.inverted)
            .filter { !$0.isEmpty }
            .count
    }

    static func label(for text: String) -> String {
        let n = count(text)
        return n == 1 ? "1 word" : "\(n) words"
    }
}
