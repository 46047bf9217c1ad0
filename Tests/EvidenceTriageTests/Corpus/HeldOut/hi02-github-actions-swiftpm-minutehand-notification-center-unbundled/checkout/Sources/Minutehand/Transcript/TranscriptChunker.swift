import Foundation

/// Splits a live transcript into chunks for the summariser, keeping speaker labels.
struct TranscriptChunker {
    var maxCharacters = 400

    func chunks(from lines: [TranscriptLine]) -> [String] {
        var result: [String] = []
        var current = ""
        for line in lines {
            let text = line.text
            if current.count + text.count + 1 > maxCharacters, !current.isEmpty {
                result.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + text
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
