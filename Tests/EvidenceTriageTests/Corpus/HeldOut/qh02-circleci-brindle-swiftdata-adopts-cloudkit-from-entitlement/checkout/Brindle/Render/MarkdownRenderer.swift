import Foundation

struct StyledRun: Equatable { var text: String; var traits: Set<Trait> }
enum Trait: Hashable { case bold, italic }

struct MarkdownRenderer {
    func runs(for source: String) -> [StyledRun] {
        var runs: [StyledRun] = []
        var traits: Set<Trait> = []
        var buffer = ""
        var i = source.startIndex
        while i < source.endIndex {
            if source[i...].hasPrefix("**") {
                if !buffer.isEmpty { runs.append(StyledRun(text: buffer, traits: traits)); buffer = "" }
                traits.formSymmetricDifference([.bold]); i = source.index(i, offsetBy: 2); continue
            }
            if source[i] == "_" {
                if !buffer.isEmpty { runs.append(StyledRun(text: buffer, traits: traits)); buffer = "" }
                traits = traits.contains(.italic) ? [] : [.italic]
                i = source.index(after: i); continue
            }
            buffer.append(source[i]); i = source.index(after: i)
        }
        if !buffer.isEmpty { runs.append(StyledRun(text: buffer, traits: traits)) }
        return runs
    }
}
