import CommandLayer
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
