/// Secrets in file names (`token=…​.log`, a bundle named after a branch holding a token): each
/// component of an archive path goes through the secret rules, its extension kept, so the archive
/// and its manifest never hold the secret. Two names that become one are told apart by `-2`, `-3`, …
/// in the order of their original paths, so the same inputs give the same names.
package enum SecretFileNames {
    /// `path` with the secrets of each component replaced, and what was found.
    package static func redacted(_ path: String) -> (path: String, counts: [SecretKind: Int]) {
        var cache: [[UInt8]: Component] = [:]
        return redacted(path, cache: &cache)
    }

    /// A component redacted, and what was found in it.
    typealias Component = (text: String, counts: [SecretKind: Int])

    /// `redacted(_:)`, each distinct component read once: a bundle's 10⁴ files share their folders'
    /// names (`Bench.xcresult`, `Data`), and reading every one again was a tenth of what collect
    /// did before it read the first file.
    static func redacted(_ path: String, cache: inout [[UInt8]: Component]) -> (path: String, counts: [SecretKind: Int]) {
        var counts: [SecretKind: Int] = [:]
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map { component -> String in
            // By its bytes: Swift's String equality would take `é` and `e` + U+0301 for one name.
            let key = Array(component.utf8)
            let redacted: Component
            if let known = cache[key] {
                redacted = known
            } else {
                redacted = redactedComponent(component)
                cache[key] = redacted
            }
            counts.merge(redacted.counts, uniquingKeysWith: +)
            return redacted.text
        }
        return (components.joined(separator: "/"), counts)
    }

    private static func redactedComponent(_ component: Substring) -> Component {
        let (stem, ext) = split(String(component))
        // A token after a dash (`ci-ghp_…`) starts no word of its own: read with the dashes as
        // separators (a byte no name holds), then put them back.
        var redacted = SecretRedactor.redacted(stem)
        if redacted.counts.isEmpty {
            redacted = SecretRedactor.redacted(String(stem.map { $0 == "-" ? "\u{1}" : $0 }))
            redacted.text = String(redacted.text.map { $0 == "\u{1}" ? "-" : $0 })
        }
        if redacted.counts.isEmpty { redacted = afterJoiner(stem) }
        guard !redacted.counts.isEmpty else { return (String(component), [:]) }
        return (redacted.text + ext, redacted.counts)
    }

    /// The entries with their archive paths (at `archivePath`) redacted, and what was found.
    package static func redacted<Entry>(_ entries: [Entry], archivePath: WritableKeyPath<Entry, String>) -> (entries: [Entry], counts: [SecretKind: Int]) {
        var counts: [SecretKind: Int] = [:]
        var renamed: [Entry] = []
        var taken = Set(entries.map { $0[keyPath: archivePath] })
        var cache: [[UInt8]: Component] = [:]
        for entry in entries.sorted(by: { $0[keyPath: archivePath].utf8.lexicographicallyPrecedes($1[keyPath: archivePath].utf8) }) {
            let (path, found) = redacted(entry[keyPath: archivePath], cache: &cache)
            guard !found.isEmpty else { renamed.append(entry); continue }
            counts.merge(found, uniquingKeysWith: +)
            var unique = path
            var number = 2
            let (stem, ext) = split(path)
            while taken.contains(unique) {
                unique = "\(stem)-\(number)\(ext)"
                number += 1
            }
            taken.insert(unique)
            var copy = entry
            copy[keyPath: archivePath] = unique
            renamed.append(copy)
        }
        return (renamed, counts)
    }

    /// A token joined to the words before it by `_` (`build_ghp_…`), which the rules read as one word
    /// (`_` stands inside tokens too: `ghp_`, `sk_live_`): the stem read from after each `_` or `-`
    /// in turn, until one holds a secret.
    private static func afterJoiner(_ stem: String) -> (text: String, counts: [SecretKind: Int]) {
        var index = stem.startIndex
        while let joiner = stem[index...].firstIndex(where: { $0 == "_" || $0 == "-" }) {
            let rest = stem.index(after: joiner)
            let redacted = SecretRedactor.redacted(String(stem[rest...]))
            if !redacted.counts.isEmpty { return (String(stem[..<rest]) + redacted.text, redacted.counts) }
            index = rest
        }
        return (stem, [:])
    }

    /// A name's stem and its extension (`.log`, `.xcresult`; short, letters and digits), if any.
    private static func split(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        let ext = name[dot...]
        guard ext.count <= 12, ext.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return (name, "") }
        return (String(name[..<dot]), String(ext))
    }
}
