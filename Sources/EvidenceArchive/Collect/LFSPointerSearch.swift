import EvidenceCore
import EvidenceGate
import EvidenceRun
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checkout's files that Git LFS should have filled and that hold only its pointer (`version
/// https://git-lfs.github.com/spec/v1`, the object's id and size): a CI checkout without `git lfs pull`
/// (`actions/checkout` without `lfs: true`) builds those few lines into the app or the test bundle, and a
/// model, image or database read from them fails as corrupt.
///
/// Looked for only where the checkout's top-level `.gitattributes` routes files through LFS (`filter=lfs`), by
/// its patterns as git reads them for the common forms — a name pattern (`*.mlmodel`, `*.tar.gz`, `**/*.bin`)
/// against the file's name, a pattern with a folder (`Fixtures/**`, `*.mlpackage/**`) against its path — in one
/// walk of at most `maximumEntries` entries, skipping hidden, build and vendored folders as the gate's scanner
/// does. Only files under 1 KiB are opened (a pointer is about 130 bytes); a link, or a path that leads outside
/// the checkout, is never read.
struct LFSPointerSearch {
    /// At most this many pointers are returned, and this many entries of the checkout walked.
    static let maximumPointers = 20
    static let maximumEntries = 200_000
    static let maximumPointerSize: Int64 = 1024

    /// The `.gitattributes` patterns that route files through LFS.
    let patterns: [String]

    /// The patterns of a `.gitattributes` text (comments, macros and other attributes aside).
    init(attributes text: String) {
        patterns = text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let pattern = fields.first, !pattern.hasPrefix("#"), !pattern.hasPrefix("["), fields.dropFirst().contains("filter=lfs") else { return nil }
            // (`**/x` is `x` at any depth, as a pattern without a folder already is.)
            var cleaned = String(pattern)
            while cleaned.hasPrefix("**/") { cleaned.removeFirst(3) }
            if cleaned.hasPrefix("/") { cleaned.removeFirst() }
            return cleaned.isEmpty ? nil : cleaned
        }
    }

    /// Whether git routes the file at `relative` (to the checkout) through LFS.
    func routes(_ relative: String) -> Bool {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return patterns.contains { pattern in
            // (No FNM_PATHNAME: a folder pattern's `*` and `**` cross folders, as git's `**` does.)
            pattern.contains("/") ? fnmatch(pattern, relative, 0) == 0 : fnmatch(pattern, name, 0) == 0
        }
    }

    /// The checkout's pointers, relative to `root` (a canonical path), sorted; none without LFS patterns.
    static func pointers(under root: String) -> [String] {
        guard let attributes = FileReader.contents(of: root + "/.gitattributes", limit: 64 << 10) else { return [] }
        let search = LFSPointerSearch(attributes: String(decoding: attributes, as: UTF8.self))
        guard !search.patterns.isEmpty, let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        var entries = 0
        while let relative = enumerator.nextObject() as? String, entries < maximumEntries, found.count < maximumPointers {
            entries += 1
            let name = (relative as NSString).lastPathComponent
            if TaskRegistrationScanner.skippedDirectories.contains(name) || (name.hasPrefix(".") && name.count > 1) {
                enumerator.skipDescendants()
                continue
            }
            guard search.routes(relative), isPointer(root + "/" + relative, root: root) else { continue }
            found.append(relative)
        }
        return found.sorted()
    }

    /// A regular file (not a link) inside the checkout, under the size bound, that begins as an LFS pointer.
    static func isPointer(_ path: String, root: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.int64Value, size < maximumPointerSize,
              CanonicalPath.of(path).hasPrefix(root == "/" ? "/" : root + "/"),
              let head = try? FileReader.prefix(of: path, count: ArchivedSources.lfsPointerPrefix.count)
        else { return false }
        return head == ArchivedSources.lfsPointerPrefix
    }
}
