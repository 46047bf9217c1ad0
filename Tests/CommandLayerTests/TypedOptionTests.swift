@testable import CommandLayer
import Foundation
import Testing

/// Options declared with their value's type: the layer validates the text against the cases and
/// hands the command the case; help, completions and errors come from the same declaration.
@Suite struct TypedOptionTests {
    enum Format: String, ExpressibleByArgument {
        case markdown, json
    }

    enum Level: String, ExpressibleByArgument {
        case low, high
    }

    enum Options {
        static let format = Option<Format>.choice("format", "format", short: "f", help: "markdown or json.", default: .markdown)
        static let level = Option<Level?>.choice("level", "level", help: "low or high.")
        static let tags = Option<[Level]>.choices("tag", "level", help: "Repeatable.")
        static let output = Option<String>.required("output", "file", help: "Where.")
        static let note = Option<String?>.value("note", "text", help: "A note.")
        static let paths = Option<[String]>.repeating("path", "path", help: "More paths.")
        static let count = Option<Int>.number("count", "n", help: "How many.", in: 1...10, default: 3)
        static let limit = Option<Int?>.number("limit", "n", help: "At most.", in: 0...5)
        static let quiet = Option<Bool>.flag("quiet", help: "Less.")
    }

    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "demo", abstract: "A demo.",
            options: [
                Options.format.spec, Options.level.spec, Options.tags.spec, Options.output.spec, Options.note.spec,
                Options.paths.spec, Options.count.spec, Options.limit.spec, Options.quiet.spec,
            ])
        var summary: String
        init(arguments: ParsedArguments) throws {
            let format: Format = arguments.value(for: Options.format)
            let level: Level? = arguments.value(for: Options.level)
            let tags: [Level] = arguments.value(for: Options.tags)
            summary = [
                "format=\(format.rawValue)", "level=\(level?.rawValue ?? "-")", "tags=\(tags.map(\.rawValue).joined(separator: ","))",
                "output=\(arguments.value(for: Options.output))", "note=\(arguments.value(for: Options.note) ?? "-")",
                "paths=\(arguments.value(for: Options.paths).joined(separator: ","))",
                "count=\(try arguments.value(for: Options.count))", "limit=\(try arguments.value(for: Options.limit).map(String.init) ?? "-")",
                "quiet=\(arguments.value(for: Options.quiet))",
            ].joined(separator: " ")
        }
        func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
            output.print(summary)
            return .success
        }
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        final class Box { var output = "", error = "" }
        let box = Box()
        var output = TextOutput(standardOutput: { box.output += $0 }, standardError: { box.error += $0 })
        let tool = CommandLineTool(name: "tool", version: "1", abstract: "A tool.", commands: [Demo.self])
        let status = tool.run(["demo"] + arguments, context: .demo, output: &output)
        return (status, box.output, box.error)
    }

    @Test func theCommandGetsTypedValuesAndDefaults() {
        let given = Self.run(["--output", "o", "-f", "json", "--level", "high", "--tag", "low", "--tag", "high",
                              "--note", "n", "--path", "a", "--path", "b", "--count", "7", "--limit", "0", "--quiet"])
        #expect(given.status == 0, "\(given.error)")
        #expect(given.output == "format=json level=high tags=low,high output=o note=n paths=a,b count=7 limit=0 quiet=true\n")
        let defaults = Self.run(["--output", "o"])
        #expect(defaults.status == 0, "\(defaults.error)")
        #expect(defaults.output == "format=markdown level=- tags= output=o note=- paths= count=3 limit=- quiet=false\n")
    }

    @Test func aValueOutsideTheCasesIsAUsageErrorListingThemInOrder() {
        let wrong = Self.run(["--output", "o", "--format", "jsno"])
        #expect(wrong.status == ExitStatus.usage.rawValue)
        #expect(wrong.output.isEmpty)
        #expect(wrong.error == "error: --format takes one of markdown, json, not 'jsno'.\n")
        #expect(Self.run(["--output", "o", "--tag", "low", "--tag", "medium"]).error == "error: --tag takes one of low, high, not 'medium'.\n")
        // Case matters: the value is what is typed, exactly.
        #expect(Self.run(["--output", "o", "--level", "HIGH"]).status == 64)
    }

    @Test func aNumberOutsideItsRangeIsAUsageError() {
        let outcome = Self.run(["--output", "o", "--count", "11"])
        #expect(outcome.status == 64)
        #expect(outcome.error == "error: --count takes a whole number from 1 to 10, not '11'.\n")
        #expect(Self.run(["--output", "o", "--limit", "x"]).error == "error: --limit takes a whole number from 0 to 5, not 'x'.\n")
    }

    @Test func anUnknownOptionStillGetsDidYouMean() {
        let outcome = Self.run(["--output", "o", "--levle", "low"])
        #expect(outcome.status == 64)
        #expect(outcome.error.hasPrefix("error: Unknown option '--levle' for 'demo'; did you mean '--level'?\nusage: tool demo "))
    }

    @Test func theDeclarationGivesHelpCompletionsAndTheCasesInOrder() {
        #expect(Options.format.spec.allowedValues == ["markdown", "json"])
        #expect(Options.format.spec.defaultValue == "markdown")
        #expect(Options.count.spec.defaultValue == "3")
        #expect(Options.output.spec.isRequired)
        #expect(Options.tags.spec.isRepeating && Options.paths.spec.isRepeating)
        #expect(Options.quiet.spec.isFlag)
        let help = HelpFormatter.help(for: Demo.configuration, toolName: "tool")
        #expect(help.contains("  -f, --format <format>  markdown or json. (default: markdown)\n"))
        #expect(help.contains("USAGE: tool demo [--format <format>] [--level <level>] [--tag <level> ...] --output <file> [--note <text>]"))
        let tool = CommandLineTool(name: "tool", version: "1", abstract: "A tool.", commands: [Demo.self])
        let fish = CompletionScriptGenerator.script(for: tool, shell: .fish)
        #expect(fish.contains("-l format -x -a 'markdown json'"))
        #expect(fish.contains("-l tag -x -a 'low high'"))
    }

    @Test func theToolsOwnOptionsAreTypedToo() {
        #expect(CommandLineTool.ToolOptions.completionScript.spec.allowedValues == ["bash", "zsh", "fish"])
        var output = TextOutput(standardOutput: { _ in }, standardError: { _ in })
        let tool = CommandLineTool(name: "tool", version: "1", abstract: "A tool.", commands: [Demo.self])
        #expect(tool.status(["--generate-completion-script", "zsh"], context: .demo, output: &output) == .success)
        #expect(tool.status(["--generate-completion-script=ksh"], context: .demo, output: &output) == .usage)
    }
}
