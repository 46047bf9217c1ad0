/// What a command declares about itself; parsing and `--help` are generated from it.
package struct CommandConfiguration: Sendable {
    package var name: String
    package var abstract: String
    package var discussion: String?
    package var usage: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]

    package init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        usage: String? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.arguments = arguments
        self.options = options
    }
}

/// A positional argument.
package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    package var isRepeating: Bool
    package var isOptional: Bool
    /// The words it may be (`history`'s `add`, `show`…): completions offer them; nil, a path.
    package var choices: [String]?

    package init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false, choices: [String]? = nil) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
        self.isOptional = optional
        self.choices = choices
    }
}

/// A `--name` option: a flag, or one that takes a value (possibly repeated).
package struct OptionSpec: Sendable {
    package var name: String
    /// The one-letter form (`-o` for `--output`), for the options people type most.
    package var shortName: Character?
    package var valueName: String?
    package var help: String
    package var isRepeating: Bool
    package var isRequired: Bool
    package var allowedValues: [String]?
    package var defaultValue: String?

    package var isFlag: Bool { valueName == nil }

    /// `-o, --output`, or `--output` when there is no short form.
    package var label: String { shortName.map { "-\($0), --\(name)" } ?? "--\(name)" }

    // Commands declare options through `Option`, which gives them their value's type; these stay
    // inside the layer.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help, isRepeating: false, isRequired: false)
    }

    static func value(
        _ name: String,
        _ valueName: String,
        short: Character? = nil,
        help: String,
        repeating: Bool = false,
        required: Bool = false,
        allowed: [String]? = nil,
        default defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, valueName: valueName, help: help, isRepeating: repeating, isRequired: required,
            allowedValues: allowed, defaultValue: defaultValue)
    }
}
