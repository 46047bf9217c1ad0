@testable import CommandLayer
import Testing

/// What the manual page and completion generators do with text a declaration may hold: quotes,
/// brackets, colons, backslashes, hyphens, a leading dot.
@Suite struct GeneratorTests {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "demo", abstract: "Don't [really]: demo.",
            discussion: """
                First paragraph
                goes on.

                .dotted line and a \\backslash.
                """,
            arguments: [ArgumentSpec("input", help: "One input.")],
            options: [
                .value("mode", "kind", help: "It's a: [mode].", allowed: ["a", "b"]),
                .value("out", "file", help: "Where."),
                .value("dir", "dir", help: "A folder.", repeating: true),
                .flag("quiet", help: "Less."),
            ])
        init(arguments: ParsedArguments) throws {}
        func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus { .success }
    }

    static var tool: CommandLineTool { CommandLineTool(
        name: "demo-tool", version: "demo-tool 1.0", abstract: "A tool.", commands: [Demo.self],
        manual: ManualPage(description: "Line one\nline two.", exitStatus: [.init("0", "Fine.")], seeAlso: ["git(1)", "docs/x.md"]))
    }

    @Test func manualPageEscapesRoffAndFoldsParagraphs() {
        let page = ManualPageGenerator.manual(for: Self.tool)
        #expect(page.contains("\n.SH DESCRIPTION\n.PP\nLine one line two.\n"))
        #expect(page.contains("\n.PP\nFirst paragraph goes on.\n.PP\n\\&.dotted line and a \\ebackslash.\n"))
        #expect(page.contains("\n.TP\n\\fB\\-\\-mode\\fR \\fIkind\\fR\nIt's a: [mode].\n"))
        #expect(page.contains("\\fBdemo\\-tool\\fR \\fBdemo\\fR \\fIinput\\fR [\\fB\\-\\-mode\\fR \\fIkind\\fR] [\\fB\\-\\-out\\fR \\fIfile\\fR] [\\fB\\-\\-dir\\fR \\fIdir\\fR ...] [\\fB\\-\\-quiet\\fR]\n"))
        #expect(page.contains("\n.SH \"SEE ALSO\"\n\\fBgit\\fR(1), docs/x.md\n"))
        #expect(!page.contains(".SH ENVIRONMENT"))
    }

    @Test func zshEscapesDescriptionsAndCompletesByKind() {
        let script = CompletionScriptGenerator.script(for: Self.tool, shell: .zsh)
        #expect(script.contains(#"'demo:Don'\''t \[really\]\: demo.'"#))
        #expect(script.contains(#"'--mode=[It'\''s a\: \[mode\].]:kind:(a b)'"#))
        #expect(script.contains("'--out=[Where.]:file:_files'"))
        #expect(script.contains("'*--dir=[A folder.]:dir:_files -/'"))
        #expect(script.contains("':input:_files'"))
        #expect(script.contains("\n_demo_tool \"$@\"\n"))
    }

    @Test func bashAndFishCompleteValuesByKind() {
        let bash = CompletionScriptGenerator.script(for: Self.tool, shell: .bash)
        #expect(bash.contains("--mode) COMPREPLY=($(compgen -W 'a b' -- \"$cur\")); return ;;"))
        #expect(bash.contains("--dir) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;"))
        #expect(bash.contains("complete -o filenames -o bashdefault -F _demo_tool demo-tool\n"))
        let fish = CompletionScriptGenerator.script(for: Self.tool, shell: .fish)
        #expect(fish.contains("complete -c demo-tool -n '__fish_seen_subcommand_from demo' -l mode -x -a 'a b' -d 'It'\\''s a: [mode].'"))
        #expect(fish.contains("-l out -r -F -d 'Where.'"))
    }
}
