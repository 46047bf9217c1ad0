@testable import CommandLayer
import Testing

/// Mistakes people make on a command line: a typo gets "did you mean" and the usage line; the short
/// forms of the common options work.
@Suite struct SuggestionTests {
    static let configuration = CommandConfiguration(
        name: "demo", abstract: "A demo.",
        arguments: [ArgumentSpec("path", help: "Paths.", optional: true)],
        options: [
            .value("output", "file", short: "o", help: "Where."),
            .value("format", "format", short: "f", help: "How.", allowed: ["text", "json"], default: "text"),
            .flag("github", help: "GitHub."),
        ])

    struct Demo: ParsableCommand {
        static let configuration = SuggestionTests.configuration
        var parsed: ParsedArguments
        init(arguments: ParsedArguments) throws { parsed = arguments }
        func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
            output.print("format=\(parsed.value("format")!) output=\(parsed.value("output") ?? "-")")
            return .success
        }
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        final class Box { var output = "", error = "" }
        let box = Box()
        var output = TextOutput(standardOutput: { box.output += $0 }, standardError: { box.error += $0 })
        let tool = CommandLineTool(name: "tool", version: "1", abstract: "A tool.", commands: [Demo.self])
        let status = tool.run(arguments, context: .demo, output: &output)
        return (status, box.output, box.error)
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(Suggestion.editDistance("--fromat", "--format") == 1)
        #expect(Suggestion.editDistance("trige", "triage") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func aNearNameIsSuggestedAndAFarOneIsNot() {
        #expect(Suggestion.closest(to: "--fromat", among: ["--output", "--format"]) == "--format")
        #expect(Suggestion.closest(to: "--out", among: ["--output", "--format"]) == "--output")
        #expect(Suggestion.closest(to: "--zzzzzz", among: ["--output", "--format"]) == nil)
    }

    @Test func anUnknownOptionGetsDidYouMeanAndTheUsageLine() {
        let outcome = Self.run(["demo", "--fromat", "json"])
        #expect(outcome.status == 64)
        #expect(outcome.error == """
            error: Unknown option '--fromat' for 'demo'; did you mean '--format'?
            usage: tool demo [<path>] [--output <file>] [--format <format>] [--github]

            """)
        let far = Self.run(["demo", "--verbose"])
        #expect(far.error.hasPrefix("error: Unknown option '--verbose' for 'demo'.\nusage: tool demo "))
    }

    @Test func anUnknownCommandGetsDidYouMeanAndTheUsageLine() {
        let outcome = Self.run(["dmeo"])
        #expect(outcome.status == 64)
        #expect(outcome.error == "error: Unknown command 'dmeo'; did you mean 'demo'?\nusage: tool <command> [options]; run 'tool --help' for more.\n")
        #expect(Self.run(["--verison"]).error.hasPrefix("error: Unknown command '--verison'; did you mean '--version'?\n"))
        #expect(Self.run(["zzzzzz"]).error.hasPrefix("error: Unknown command 'zzzzzz'; the commands are demo.\n"))
    }

    @Test func shortFlagsStandForTheirLongOptions() {
        let outcome = Self.run(["demo", "-f", "json", "-o", "out.txt", "x"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output == "format=json output=out.txt\n")
        // As for `--output --help`: an option where the value belongs is not a request for help.
        #expect(!CommandLineTool.asksForHelp(["-o", "-h"], configuration: Self.configuration))
        #expect(CommandLineTool.asksForHelp(["-o", "out.txt", "-h"], configuration: Self.configuration))
        #expect(Self.run(["demo", "-f", "xml"]).error == "error: --format takes one of text, json, not 'xml'.\n")
        #expect(HelpFormatter.help(for: Self.configuration, toolName: "tool").contains("  -o, --output <file>"))
    }
}

extension CommandContext {
    /// The demo tools read nothing of their context.
    static let demo = CommandContext(environment: [:], workingDirectory: "/", standardInput: -1)
}
