/// A source file a failure names without its folders: only its name (Swift Testing's
/// `RefreshTests.swift:16:9`), or its module and name (a Swift trap's `#fileID`,
/// `DepartureBoardKit/Bundle+Board.swift:9`). Collect resolves it to the checkout's one file of that
/// name in a folder named after the module; triage finds the archived file the same way.
package struct FileID {
    package let module: String?
    package let file: String

    package init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        (module, file) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : (nil, String(parts[0]))
    }

    /// Whether the file at `repositoryPath` is this one: its name, in a folder named after the module.
    package func names(_ repositoryPath: String) -> Bool {
        let components = repositoryPath.split(separator: "/")
        return components.last.map { $0 == file } == true && (module.map { components.dropLast().contains(Substring($0)) } ?? true)
    }
}
