import Foundation

struct ChecklistSection: Equatable { var title: String; var items: [String]; var children: [ChecklistSection] }

enum ChecklistParser {
    /// "# Roof" starts a section, "## Flashing" a subsection, "- item" an item.
    static func parse(_ text: String) -> [ChecklistSection] {
        var sections: [ChecklistSection] = []
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("# ") {
                sections.append(ChecklistSection(title: String(line.dropFirst(2)), items: [], children: []))
            } else if line.hasPrefix("- "), !sections.isEmpty {
                sections[sections.count - 1].items.append(String(line.dropFirst(2)))
            }
            // "## " lines are not handled: subsections and their items are dropped.
        }
        return sections
    }
}
