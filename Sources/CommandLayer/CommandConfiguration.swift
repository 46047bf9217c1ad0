/// What a command declares about itself; parsing and `--help` are generated from it.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var usage: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]

    public init(
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
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isRepeating: Bool
    public var isOptional: Bool

    public init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
        self.isOptional = optional
    }
}

/// A `--name` option: a flag, or one that takes a value (possibly repeated).
public struct OptionSpec: Sendable {
    public var name: String
    /// The one-letter form (`-o` for `--output`), for the options people type most.
    public var shortName: Character?
    public var valueName: String?
    public var help: String
    public var isRepeating: Bool
    public var isRequired: Bool
    public var allowedValues: [String]?
    public var defaultValue: String?

    public var isFlag: Bool { valueName == nil }

    /// `-o, --output`, or `--output` when there is no short form.
    public var label: String { shortName.map { "-\($0), --\(name)" } ?? "--\(name)" }

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
