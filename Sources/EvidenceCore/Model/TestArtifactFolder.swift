/// A test runner's folder of one test's artifacts, named after the test: Detox writes each test's
/// device log and screenshots under `✗ <full name>` (failed) or `✓ <full name>` (passed), a retry
/// with ` (2)` after it (its `ArtifactPathBuilder`). The full name is the test's `describe` titles and
/// its own, joined by blanks. Collect keeps the folder's name in the archive (`oslog/✗ …/device.log`),
/// so triage gives its lines to that test, not to the whole run.
package enum TestArtifactFolder {
    static let marks = ["✗ ", "✓ "]

    /// The full name of the test whose artifacts a folder holds; nil for any other folder.
    package static func testName(ofFolder folder: String) -> String? {
        guard let mark = marks.first(where: folder.hasPrefix) else { return nil }
        var name = Substring(folder.dropFirst(mark.count))
        // A retry's folder: ` (2)` after the name.
        if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
           name[name.index(before: open)] == " ", name[name.index(after: open)..<name.index(before: name.endIndex)].allSatisfy(\.isNumber) {
            name = name[..<name.index(before: open)]
        }
        return name.isEmpty ? nil : String(name)
    }

    /// The archive path's test, when its entry sits in such a folder (`oslog/✗ A b/device.log` → `A b`).
    package static func testName(ofArchivePath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3 else { return nil }
        return testName(ofFolder: String(parts[parts.count - 2]))
    }

    /// The key a full name is matched by: letters and digits in lower case, single blanks between
    /// words (Detox makes a folder's name safe for the file system, so punctuation may differ).
    package static func key(_ fullName: String) -> String {
        fullName.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).joined(separator: " ")
    }
}
