/// What a manual page says beyond the commands' declarations: the tool's own sections.
public struct ManualPage: Sendable {
    /// A tagged paragraph: an exit status, a variable, a file.
    public struct Item: Sendable, Equatable {
        public var tag: String
        public var text: String
        public init(_ tag: String, _ text: String) {
            self.tag = tag
            self.text = text
        }

        /// An exit status, tagged with its number.
        public init(_ status: ExitStatus, _ text: String) {
            self.init(String(status.rawValue), text)
        }
    }

    /// Paragraphs of the DESCRIPTION section (blank lines separate them).
    public var description: String
    public var exitStatus: [Item]
    public var environment: [Item]
    public var files: [Item]
    /// Other pages and documents, e.g. `git(1)` or a path in the repository.
    public var seeAlso: [String]

    public init(
        description: String, exitStatus: [Item] = [], environment: [Item] = [], files: [Item] = [],
        seeAlso: [String] = []
    ) {
        self.description = description
        self.exitStatus = exitStatus
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }
}
