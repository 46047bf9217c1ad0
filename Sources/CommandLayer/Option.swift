/// A declared option together with the type its value is read as: a command declares each once
/// (its `OptionSpec` goes into the configuration, so help, completions and the manual come from the
/// same declaration) and reads it with `ParsedArguments.value(for:)`.
///
/// `Value` says what the command gets: `Bool` for a flag, `String?` or `Int?` for an optional
/// value, `String`/`Int`/an `ExpressibleByArgument` for one that is required or has a default, and
/// an array for a repeating option.
package struct Option<Value>: Sendable {
    package var spec: OptionSpec
    /// Whole-number options: the numbers accepted.
    var range: ClosedRange<Int>?

    init(_ spec: OptionSpec, range: ClosedRange<Int>? = nil) {
        self.spec = spec
        self.range = range
    }

    package var name: String { spec.name }
}

extension Option where Value == Bool {
    package static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(.flag(name, short: short, help: help))
    }
}

extension Option where Value == String? {
    package static func value(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option {
        Option(.value(name, valueName, short: short, help: help))
    }
}

extension Option where Value == String {
    /// An option that must be given.
    package static func required(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option {
        Option(.value(name, valueName, short: short, help: help, required: true))
    }
}

extension Option where Value == [String] {
    package static func repeating(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option {
        Option(.value(name, valueName, short: short, help: help, repeating: true))
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, `defaultValue` when not given.
    package static func number(_ name: String, _ valueName: String, help: String, in range: ClosedRange<Int>, default defaultValue: Int) -> Option {
        Option(.value(name, valueName, help: help, default: String(defaultValue)), range: range)
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, nil when not given.
    package static func number(_ name: String, _ valueName: String, help: String, in range: ClosedRange<Int>) -> Option {
        Option(.value(name, valueName, help: help), range: range)
    }
}

extension Option where Value: ExpressibleByArgument {
    /// One of `Value`'s cases, `defaultValue` when not given.
    package static func choice(_ name: String, _ valueName: String, short: Character? = nil, help: String, default defaultValue: Value) -> Option {
        Option(.value(name, valueName, short: short, help: help, allowed: Value.allowedValues, default: defaultValue.rawValue))
    }
}

extension Option {
    /// One of `Choice`'s cases, nil when not given.
    package static func choice<Choice: ExpressibleByArgument>(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option
    where Value == Choice? {
        Option(.value(name, valueName, short: short, help: help, allowed: Choice.allowedValues))
    }

    /// Any of `Choice`'s cases, as often as given.
    package static func choices<Choice: ExpressibleByArgument>(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option
    where Value == [Choice] {
        Option(.value(name, valueName, short: short, help: help, repeating: true, allowed: Choice.allowedValues))
    }
}
