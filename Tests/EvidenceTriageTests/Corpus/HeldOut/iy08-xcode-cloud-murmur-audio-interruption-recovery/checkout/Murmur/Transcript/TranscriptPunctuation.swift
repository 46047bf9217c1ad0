import Foundation

enum TranscriptPunctuation {
    /// Capitalizes the first letter of each sentence.
    static func sentenceCase(_ text: String) -> String {
        var result = ""
        var capitalizeNext = true
        for ch in text {
            if capitalizeNext, ch.isLetter {
                result.append(contentsOf: ch.uppercased())
                capitalizeNext = false
            } else {
                result.append(ch)
            }
            if ch == "." { capitalizeNext = true }
        }
        return result
    }
}
