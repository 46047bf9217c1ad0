import Foundation

struct MarkdownRenderer {
    func render(_ source: String) -> RenderedNote {
        var runs: [RenderedNote.Run] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# ") {
                runs.append(.init(text: String(line.dropFirst(2)), traits: [.bold, .heading(1)]))
            } else if line.hasPrefix("- [x] ") || line.hasPrefix("- [ ] ") {
                let checked = line.hasPrefix("- [x] ")
                // Checklist items keep their bullet so nested lists line up.
                let body = line.dropFirst(2)
                runs.append(.init(text: (checked ? "☑ " : "☐ ") + body, traits: [.checklist(checked)]))
            } else {
                runs.append(.init(text: String(line), traits: []))
            }
        }
        return RenderedNote(runs: runs)
    }
}
