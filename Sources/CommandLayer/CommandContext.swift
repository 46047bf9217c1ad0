/// What a command may know of the process it runs for, given to it rather than looked up: the
/// environment, the working directory, standard input and whether standard output is a terminal.
/// The executable passes its own; a test passes its own too and runs the command in its process,
/// beside others (nothing here is process-wide).
package struct CommandContext: Sendable {
    package var environment: [String: String]
    /// Absolute. Relative paths in the arguments are relative to it.
    package var workingDirectory: String
    /// The descriptor `-` reads (`logs -`).
    package var standardInput: Int32
    /// Whether standard output is a terminal (triage's terminal view).
    package var standardOutputIsTerminal: Bool

    package init(environment: [String: String], workingDirectory: String, standardInput: Int32, standardOutputIsTerminal: Bool = false) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.standardInput = standardInput
        self.standardOutputIsTerminal = standardOutputIsTerminal
    }
}
