import Foundation

/// The report for a terminal: the Markdown the templates render (so the two cannot drift), with
/// its markers turned into what a terminal shows — headings and emphasis in bold, code in colour
/// without backticks, quotes with a bar, tables aligned, links as their text and address, and
/// `<details>` / `<summary>` / `<sub>` tags gone. Without colour, the same text with no escape codes.
/// It reads the Markdown this tool writes, not Markdown in general.
package struct TerminalReportFormatter: Sendable {
    package var color: Bool

    package init(color: Bool) {
        self.color = color
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case underline = "4"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
    }

    func styled(_ text: String, _ styles: Style...) -> String {
        guard color, !styles.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[\(styles.map(\.rawValue).joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    package func format(_ markdown: String) -> String {
        var output: [String] = []
        var table: [[String]] = []
        func flushTable() {
            guard !table.isEmpty else { return }
            let widths = (0..<(table.map(\.count).max() ?? 0)).map { column in table.map { column < $0.count ? Self.visibleWidth($0[column]) : 0 }.max() ?? 0 }
            for (index, row) in table.enumerated() {
                let cells = row.enumerated().map { column, cell in cell + String(repeating: " ", count: max(widths[column] - Self.visibleWidth(cell), 0)) }
                let line = "  " + cells.joined(separator: "  ")
                output.append(index == 0 ? styled(line.trimmingTrailingSpaces(), .bold) : line.trimmingTrailingSpaces())
            }
            table = []
        }
        var inCode = false
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let code = codeLine(line, inCode: &inCode) {
                if !code.isEmpty { output.append(code) }
                continue
            }
            if line.hasPrefix("|") {
                let cells = line.dropFirst().dropLast(line.hasSuffix("|") ? 1 : 0).split(separator: "|", omittingEmptySubsequences: false).map { inline($0.trimmingCharacters(in: .whitespaces)) }
                // The delimiter row (`|---|---:|`) is Markdown's, not the reader's.
                if !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { table.append(cells) }
                continue
            }
            flushTable()
            if line.hasPrefix("<!--") || line == "<details>" || line == "</details>" { continue }
            if line.hasPrefix("<summary>") {
                let text = Self.html(line.replacingOccurrences(of: #"</?(summary|code)>"#, with: "", options: .regularExpression))
                output.append(styled(text, .dim))
                continue
            }
            if line.hasPrefix("### ") {
                output.append(styled(inline(String(line.dropFirst(4)), plain: true), .bold, colorOfCategory(line)))
            } else if line.hasPrefix("## ") {
                output.append(styled(inline(String(line.dropFirst(3)), plain: true), .bold, .underline))
            } else if line.hasPrefix("# ") {
                let title = inline(String(line.dropFirst(2)), plain: true)
                output.append(styled(title, .bold))
                output.append(String(repeating: "═", count: min(Self.visibleWidth(title), 80)))
            } else if line.hasPrefix("> ") {
                output.append(styled("│ ", .dim) + inline(String(line.dropFirst(2))))
            } else if line.hasPrefix("<sub>") {
                output.append(styled(inline(line.replacingOccurrences(of: #"</?sub>"#, with: "", options: .regularExpression), plain: true), .dim))
            } else {
                output.append(coloringCategories(inline(line)))
            }
        }
        flushTable()
        // The dropped tags leave blank lines in pairs: one is enough.
        var lines: [String] = []
        for line in output where !(line.isEmpty && lines.last?.isEmpty == true) { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// A source excerpt's lines (a fenced block): the fences dropped (""), each line as it is, the
    /// failing one (marked `>`) in bold, the others dim; nil for a line outside a block.
    func codeLine(_ line: String, inCode: inout Bool) -> String? {
        if line.hasPrefix("```") || line.hasPrefix("~~~") {
            inCode.toggle()
            return ""
        }
        guard inCode else { return nil }
        let isFailing = line.drop { $0 == " " }.drop { $0.isNumber }.hasPrefix(" > ")
        return "  " + styled(line, isFailing ? .bold : .dim)
    }

    /// A Start-here or More-causes line's category (`· Business-logic error ·`) in its category's
    /// colour, the colour of its block's heading: one colour per category everywhere.
    func coloringCategories(_ line: String) -> String {
        guard color, line.contains(" · ") else { return line }
        var line = line
        for category in TriageCategory.allCases {
            let marked = " · \(category.title) · "
            guard line.contains(marked) else { continue }
            line = line.replacingOccurrences(of: marked, with: " · " + styled(category.title, colorOfCategory(category.title)) + " · ")
        }
        return line
    }

    /// A group heading's colour by its category.
    func colorOfCategory(_ heading: String) -> Style {
        if heading.contains(TriageCategory.configurationRegression.title) { return .yellow }
        if heading.contains(TriageCategory.businessLogicError.title) { return .red }
        if heading.contains(TriageCategory.schedulingExpectationMismatch.title) { return .blue }
        return .magenta
    }

    /// `**bold**` → bold, `` `code` `` → cyan, `[text](url)` → text and url. `plain`: inside a styled
    /// line, where a nested reset would end the line's own style.
    func inline(_ text: String, plain: Bool = false) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.firstIndex(where: { $0 == "`" || $0 == "*" || $0 == "[" }) {
            result += rest[..<first]
            let after = rest[first...]
            if after.hasPrefix("`"), let close = after.dropFirst().firstIndex(of: "`") {
                let code = String(after[after.index(after: first)..<close])
                result += plain ? code : styled(code, .cyan)
                rest = after[after.index(after: close)...]
            } else if after.hasPrefix("**"), let close = after.dropFirst(2).range(of: "**") {
                let strong = String(after[after.index(first, offsetBy: 2)..<close.lowerBound])
                result += plain ? strong : styled(inline(strong, plain: true), .bold)
                rest = after[close.upperBound...]
            } else if after.hasPrefix("["), let middle = after.range(of: "]("), let end = after[middle.upperBound...].firstIndex(of: ")") {
                let label = inline(String(after[after.index(after: first)..<middle.lowerBound]), plain: plain)
                let url = String(after[middle.upperBound..<end])
                result += label + " " + (plain ? "<\(url)>" : styled("<\(url)>", .dim, .underline))
                rest = after[after.index(after: end)...]
            } else {
                result.append(after.first!)
                rest = after.dropFirst()
            }
        }
        return result + rest
    }

    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Characters a terminal shows: escape sequences take no room.
    static func visibleWidth(_ text: String) -> Int {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).count
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
