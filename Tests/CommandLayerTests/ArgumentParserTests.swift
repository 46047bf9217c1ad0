@testable import CommandLayer
import Testing

@Suite struct ArgumentParserTests {
    static let configuration = CommandConfiguration(
        name: "demo", abstract: "A demo.",
        arguments: [ArgumentSpec("path", help: "Paths.", repeating: true, optional: true)],
        options: [
            .value("output", "file", help: "Where.", required: true),
            .value("mode", "kind", help: "How.", allowed: ["a", "b"], default: "a"),
            .flag("quiet", help: "Less."),
        ])

    @Test func parsesPositionalsOptionsAndDefaults() throws {
        let parsed = try ArgumentParser.parse(["x", "--output", "o", "y", "--quiet"], for: Self.configuration)
        #expect(parsed.positionals == ["x", "y"])
        #expect(parsed.value("output") == "o")
        #expect(parsed.value("mode") == "a")
        #expect(parsed.flag("quiet"))
    }

    @Test func rejectsAMissingRequiredOption() {
        #expect(throws: UsageError("Missing required option --output.")) {
            try ArgumentParser.parse(["x"], for: Self.configuration)
        }
    }
}

@Suite struct HelpAndValueTests {
    static let configuration = ArgumentParserTests.configuration

    @Test func anOptionWhereAValueBelongsIsAUsageError() throws {
        #expect(throws: UsageError("--output needs a value (file), not the option '--help'.")) {
            try ArgumentParser.parse(["x", "--output", "--help"], for: Self.configuration)
        }
        #expect(try ArgumentParser.parse(["x", "--output=--odd"], for: Self.configuration).value("output") == "--odd")
    }

    @Test func helpIsAskedOnlyAsAnArgumentOfItsOwn() {
        #expect(CommandLineTool.asksForHelp(["x", "--help"], configuration: Self.configuration))
        #expect(CommandLineTool.asksForHelp(["-h"], configuration: Self.configuration))
        #expect(!CommandLineTool.asksForHelp(["x", "--", "--help"], configuration: Self.configuration))
        #expect(!CommandLineTool.asksForHelp(["--mode", "--help"], configuration: Self.configuration))
    }
}
