/// One subcommand: declares its configuration, validates its arguments in `init`, then runs.
package protocol ParsableCommand {
    static var configuration: CommandConfiguration { get }
    /// Validates; throws `UsageError` for anything the user must change.
    init(arguments: ParsedArguments) throws
    /// Runs; returns the exit status. Failures are thrown as `CommandFailure`. What it knows of the
    /// process (environment, working directory, standard input) comes from `context` alone.
    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus
}

/// A failure with its exit status and one sentence for stderr.
package struct CommandFailure: Error, Equatable {
    package var status: ExitStatus
    package var message: String
    package init(status: ExitStatus, message: String) {
        self.status = status
        self.message = message
    }
}

/// Where a command writes: standard output and standard error, injectable for tests.
package struct TextOutput {
    package var standardOutput: (String) -> Void
    package var standardError: (String) -> Void
    package init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
    package func print(_ text: String) { standardOutput(text.hasSuffix("\n") ? text : text + "\n") }
    package func printError(_ text: String) { standardError(text.hasSuffix("\n") ? text : text + "\n") }
}

/// The top level: dispatches to a subcommand, handles `--help`, `--version` and usage errors.
package struct CommandLineTool {
    package var name: String
    package var version: String
    package var abstract: String
    package var commands: [any ParsableCommand.Type]
    /// The manual page's own sections (description, exit status, environment, files, see also).
    package var manual: ManualPage?

    package init(
        name: String, version: String, abstract: String, commands: [any ParsableCommand.Type],
        manual: ManualPage? = nil
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.commands = commands
        self.manual = manual
    }

    /// The options of the tool itself (not of a command).
    enum ToolOptions {
        static let version = Option<Bool>.flag("version", help: "Show the version.")
        static let completionScript = Option<CompletionScriptGenerator.Shell?>.choice(
            "generate-completion-script", "shell", help: "Print the completion script for bash, zsh or fish.")
        static let manual = Option<Bool>.flag("generate-manual", help: "Print the manual page (roff, section 1).")
        static let help = Option<Bool>.flag("help", help: "Show help.")
    }

    /// The options of the tool itself (not of a command), as help, completions and the manual show them.
    package static let toolOptions: [OptionSpec] = [
        ToolOptions.version.spec, ToolOptions.completionScript.spec, ToolOptions.manual.spec, ToolOptions.help.spec,
    ]

    package var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(name) <command> [options]", "", "COMMANDS:"]
        lines.append(contentsOf: HelpFormatter.table(commands.map { ($0.configuration.name, $0.configuration.abstract) }))
        lines.append("")
        lines.append("OPTIONS:")
        lines.append(contentsOf: HelpFormatter.table(Self.toolOptions.map { option in
            var label = option.name == "help" ? "-h, --help" : "--\(option.name)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            return (label, option.help)
        }))
        lines.append("")
        lines.append("See '\(name) <command> --help' for a command's options.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--help` or `-h` as an argument of its own — not as the value of an option (`--output --help`)
    /// nor after `--`.
    static func asksForHelp(_ arguments: [String], configuration: CommandConfiguration) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
            if argument.hasPrefix("-"), !argument.contains("="),
                configuration.options.contains(where: { ("--\($0.name)" == argument || $0.shortName.map { "-\($0)" } == argument) && !$0.isFlag })
            {
                index += 1
            }
            index += 1
        }
        return false
    }

    /// Runs the tool on `arguments` (without the executable name) and returns the process's exit
    /// status.
    package func run(_ arguments: [String], context: CommandContext, output: inout TextOutput) -> Int32 {
        status(arguments, context: context, output: &output).rawValue
    }

    /// Runs the tool on `arguments` (without the executable name).
    package func status(_ arguments: [String], context: CommandContext, output: inout TextOutput) -> ExitStatus {
        guard let first = arguments.first else {
            output.standardError(help)
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" && arguments.count == 1 {
            output.standardOutput(help)
            return .success
        }
        if first == "--version" {
            output.print(version)
            return .success
        }
        if first == "--generate-manual" || first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=") {
            do {
                output.standardOutput(try generate(arguments))
                return .success
            } catch let error as UsageError {
                output.printError("error: \(error.message)")
                return .usage
            } catch {
                output.printError("error: \(error)")
                return .software
            }
        }
        var rest = Array(arguments.dropFirst())
        var commandName = first
        if first == "help", let target = arguments.dropFirst().first {
            commandName = target
            rest = ["--help"]
        }
        guard let command = commands.first(where: { $0.configuration.name == commandName }) else {
            let names = commands.map { $0.configuration.name }
            if let suggestion = Suggestion.closest(to: commandName, among: names + (commandName.hasPrefix("-") ? Self.toolOptions.map { "--\($0.name)" } : [])) {
                output.printError("error: Unknown command '\(commandName)'; did you mean '\(suggestion)'?")
            } else {
                output.printError("error: Unknown command '\(commandName)'; the commands are \(names.joined(separator: ", ")).")
            }
            output.printError("usage: \(name) <command> [options]; run '\(name) --help' for more.")
            return .usage
        }
        let configuration = command.configuration
        if Self.asksForHelp(rest, configuration: configuration) {
            output.standardOutput(HelpFormatter.help(for: configuration, toolName: name))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: configuration)
            let instance = try command.init(arguments: parsed)
            return try instance.run(context: context, output: &output)
        } catch let error as UsageError {
            output.printError("error: \(error.message)")
            if error.showsUsage { output.printError("usage: \(name) \(configuration.usage ?? HelpFormatter.usage(for: configuration))") }
            return .usage
        } catch let failure as CommandFailure {
            output.printError("error: \(failure.message)")
            return failure.status
        } catch {
            output.printError("error: \(error)")
            return .software
        }
    }
}

extension CommandLineTool {
    /// `--generate-manual` or `--generate-completion-script SHELL` (also `=SHELL`), alone.
    func generate(_ arguments: [String]) throws -> String {
        let configuration = CommandConfiguration(
            name: name, abstract: abstract,
            options: Self.toolOptions.filter { $0.name.hasPrefix("generate-") })
        let parsed = try ArgumentParser.parse(arguments, for: configuration)
        if let shell = parsed.value(for: ToolOptions.completionScript) {
            guard !parsed.value(for: ToolOptions.manual) else {
                throw UsageError("--generate-manual and --generate-completion-script print different things; give one.")
            }
            return CompletionScriptGenerator.script(for: self, shell: shell)
        }
        return ManualPageGenerator.manual(for: self)
    }
}
