/// Parses `arguments` (without the command name) against a configuration.
package enum ArgumentParser {
    package static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else {
                let (option, inlineValue) = try declaredOption(argument, in: configuration)
                if option.isFlag {
                    if inlineValue != nil { throw UsageError("--\(option.name) does not take a value.") }
                    parsed.flags.insert(option.name)
                } else {
                    let value = try inlineValue ?? separateValue(of: option, in: arguments, at: &index)
                    try record(value, of: option, in: &parsed)
                }
            }
        }
        try applyRequiredAndDefaults(configuration, to: &parsed)
        try checkPositionals(parsed.positionals, against: configuration)
        return parsed
    }

    /// The option `argument` names (`--name`, `--name=value` with its inline value, or a declared
    /// one-letter `-o` standing for its long option).
    private static func declaredOption(_ argument: String, in configuration: CommandConfiguration) throws
        -> (option: OptionSpec, inlineValue: String?)
    {
        var name: String
        var inlineValue: String?
        if argument.hasPrefix("--") {
            name = String(argument.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
        } else {
            guard argument.count == 2, let short = configuration.options.first(where: { $0.shortName == argument.last }) else {
                throw unknownOption(argument, in: configuration)
            }
            name = short.name
        }
        guard let option = configuration.options.first(where: { $0.name == name }) else {
            throw unknownOption("--\(name)", in: configuration)
        }
        return (option, inlineValue)
    }

    /// The value after the option (`--output FILE`), moving `index` past it.
    private static func separateValue(of option: OptionSpec, in arguments: [String], at index: inout Int) throws -> String {
        let name = option.name
        guard index < arguments.count else {
            throw UsageError("--\(name) needs a value (\(option.valueName ?? "value")).")
        }
        let value = arguments[index]
        // `--output --help`: an option where a value belongs is a mistake, not a file name
        // (write `--output=--odd-name` for such a name).
        guard !value.hasPrefix("--") else {
            throw UsageError("--\(name) needs a value (\(option.valueName ?? "value")), not the option '\(value)'.")
        }
        index += 1
        return value
    }

    /// Checks the value against the option's allowed values and repetition, then keeps it.
    private static func record(_ value: String, of option: OptionSpec, in parsed: inout ParsedArguments) throws {
        let name = option.name
        if let allowed = option.allowedValues, !allowed.contains(value) {
            throw UsageError(
                "--\(name) takes one of \(allowed.joined(separator: ", ")), not '\(value)'.")
        }
        if !option.isRepeating, parsed.values[name] != nil {
            throw UsageError("--\(name) is given more than once.")
        }
        parsed.values[name, default: []].append(value)
    }

    /// A required option that is missing is an error; a missing one with a default takes it.
    private static func applyRequiredAndDefaults(_ configuration: CommandConfiguration, to parsed: inout ParsedArguments) throws {
        for option in configuration.options where !option.isFlag {
            if parsed.values[option.name] == nil {
                if option.isRequired { throw UsageError("Missing required option --\(option.name).") }
                if let defaultValue = option.defaultValue { parsed.values[option.name] = [defaultValue] }
            }
        }
    }

    /// "Unknown option '--fromat' for 'triage'; did you mean '--format'?" and the command's usage line.
    static func unknownOption(_ argument: String, in configuration: CommandConfiguration) -> UsageError {
        let candidates = configuration.options.map { "--\($0.name)" } + ["--help"]
        var message = "Unknown option '\(argument)' for '\(configuration.name)'"
        if let suggestion = Suggestion.closest(to: argument, among: candidates) { message += "; did you mean '\(suggestion)'?" } else { message += "." }
        return UsageError(message, showsUsage: true)
    }

    private static func checkPositionals(_ positionals: [String], against configuration: CommandConfiguration)
        throws
    {
        let specs = configuration.arguments
        let repeating = specs.contains { $0.isRepeating }
        let required = specs.filter { !$0.isOptional }.count
        if positionals.count < required {
            let missing = specs.filter { !$0.isOptional }[positionals.count]
            throw UsageError("Missing argument <\(missing.name)> for '\(configuration.name)'.")
        }
        if !repeating, positionals.count > specs.count {
            throw UsageError("Unexpected argument '\(positionals[specs.count])' for '\(configuration.name)'.")
        }
    }
}
