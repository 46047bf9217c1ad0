/// A place in source code.
package struct SourceLocation: Hashable, Codable, Sendable {
    package var file: String
    package var line: Int
    /// The column, where the evidence gives one (a compiler's `File.swift:42:17`).
    package var column: Int?

    package init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}
