import Foundation

public struct MarkdownExporter {
    public init() {}

    public func export(_ document: Document) -> String {
        document.blocks.map(render).joined()
    }

    private func render(_ block: Block) -> String {
        switch block {
        case let .heading(level, text):
            return String(repeating: "#", count: level) + " " + text + "\n"
        case let .paragraph(text):
            return text + "\n\n"
        case let .list(items):
            return items.map { renderItem($0, depth: 0) }.joined()
        }
    }

    private func renderItem(_ item: ListItem, depth: Int) -> String {
        let line = String(repeating: " ", count: depth) + "- " + item.text + "\n"
        return line + item.children.map { renderItem($0, depth: depth + 1) }.joined()
    }
}
