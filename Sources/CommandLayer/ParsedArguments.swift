/// The arguments of one invocation, checked against a `CommandConfiguration`. Commands read options
/// through their declarations (`value(for:)`), typed; the values by name stay inside the layer.
package struct ParsedArguments: Sendable, Equatable {
    package var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    package init() {}

    /// The last value given for `name`, or its declared default.
    func value(_ name: String) -> String? { values[name]?.last }
    func values(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option, or a usage error naming it.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'.")
        }
        return number
    }
}

// Typed reads. The parser has already refused values outside an option's cases and supplied
// defaults, and a required option is never missing, so these only convert.
extension ParsedArguments {
    package func value(for option: Option<Bool>) -> Bool { flag(option.name) }

    package func value(for option: Option<String?>) -> String? { value(option.name) }

    package func value(for option: Option<String>) -> String {
        guard let text = value(option.name) else { preconditionFailure("--\(option.name) is declared required but was not parsed") }
        return text
    }

    package func value(for option: Option<[String]>) -> [String] { values(option.name) }

    /// A usage error when the text is not a whole number in the option's range.
    package func value(for option: Option<Int?>) throws -> Int? {
        try integer(option.name, in: option.range ?? Int.min...Int.max)
    }

    package func value(for option: Option<Int>) throws -> Int {
        guard let number = try integer(option.name, in: option.range ?? Int.min...Int.max) else {
            preconditionFailure("--\(option.name) is declared with a default but was not parsed")
        }
        return number
    }

    package func value<Choice: ExpressibleByArgument>(for option: Option<Choice>) -> Choice {
        guard let choice = value(option.name).flatMap(Choice.init(rawValue:)) else {
            preconditionFailure("--\(option.name) is declared with a default and its cases but was not parsed to one")
        }
        return choice
    }

    package func value<Choice: ExpressibleByArgument>(for option: Option<Choice?>) -> Choice? {
        value(option.name).flatMap(Choice.init(rawValue:))
    }

    package func value<Choice: ExpressibleByArgument>(for option: Option<[Choice]>) -> [Choice] {
        values(option.name).compactMap(Choice.init(rawValue:))
    }
}

/// A mistake in how the command was called: printed as one sentence, exit 64.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package var message: String
    /// Whether the command's usage line follows the message (an unknown option: show what is known).
    package var showsUsage: Bool
    package init(_ message: String, showsUsage: Bool = false) {
        self.message = message
        self.showsUsage = showsUsage
    }
    package var description: String { message }
}
