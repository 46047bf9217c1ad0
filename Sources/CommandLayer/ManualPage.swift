/// What a manual page says beyond the commands' declarations: the tool's own sections.
package struct ManualPage: Sendable {
    /// A tagged paragraph: an exit status, a variable, a file.
    package struct Item: Sendable, Equatable {
        package var tag: String
        package var text: String
        package init(_ tag: String, _ text: String) {
            self.tag = tag
            self.text = text
        }

        /// An exit status, tagged with its number.
        package init(_ status: ExitStatus, _ text: String) {
            self.init(String(status.rawValue), text)
        }
    }

    /// Paragraphs of the DESCRIPTION section (blank lines separate them).
    package var description: String
    package var exitStatus: [Item]
    package var environment: [Item]
    package var files: [Item]
    /// Other pages and documents, e.g. `git(1)` or a path in the repository.
    package var seeAlso: [String]

    package init(
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
