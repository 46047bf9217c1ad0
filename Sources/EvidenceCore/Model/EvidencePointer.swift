/// Where in the evidence a fact came from: a file (an archive path once collected), a line in it,
/// or a record; with a short excerpt for the report.
package struct EvidencePointer: Hashable, Codable, Sendable {
    package var path: String
    package var line: Int?
    package var excerpt: String?

    package init(path: String, line: Int? = nil, excerpt: String? = nil) {
        self.path = path
        self.line = line
        self.excerpt = excerpt
    }
}
