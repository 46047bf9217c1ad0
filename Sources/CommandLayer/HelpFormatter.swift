/// Generates `--help` text from declarations, so help cannot drift from what is parsed.
package enum HelpFormatter {
    package static func help(for configuration: CommandConfiguration, toolName: String) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(configuration.abstract)")
        if let discussion = configuration.discussion {
            lines.append("")
            lines.append(contentsOf: discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        lines.append("")
        lines.append("USAGE: \(toolName) \(configuration.usage ?? usage(for: configuration))")
        if !configuration.arguments.isEmpty {
            lines.append("")
            lines.append("ARGUMENTS:")
            lines.append(contentsOf: table(configuration.arguments.map { ("<\($0.name)>", $0.help) }))
        }
        lines.append("")
        lines.append("OPTIONS:")
        var rows = configuration.options.map { option -> (String, String) in
            var label = option.label
            if let valueName = option.valueName { label += " <\(valueName)>" }
            var text = option.help
            if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
            return (label, text)
        }
        rows.append(("-h, --help", "Show help for this command."))
        lines.append(contentsOf: table(rows))
        return lines.joined(separator: "\n") + "\n"
    }

    package static func usage(for configuration: CommandConfiguration) -> String {
        var parts = [configuration.name]
        for argument in configuration.arguments {
            var text = "<\(argument.name)>"
            if argument.isRepeating { text += " ..." }
            if argument.isOptional { text = "[\(text)]" }
            parts.append(text)
        }
        for option in configuration.options {
            var text = "--\(option.name)"
            if let valueName = option.valueName { text += " <\(valueName)>" }
            if option.isRepeating { text += " ..." }
            if !option.isRequired { text = "[\(text)]" }
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }

    /// Two columns: labels padded to a common width (capped so one long label does not push all help right).
    static func table(_ rows: [(String, String)]) -> [String] {
        let width = min(rows.map(\.0.count).max() ?? 0, 28)
        return rows.map { label, text in
            if label.count > width {
                return "  \(label)\n  \(String(repeating: " ", count: width))  \(text)"
            }
            return "  \(label)\(String(repeating: " ", count: width - label.count))  \(text)"
        }
    }
}
