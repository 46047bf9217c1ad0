/// Why an input was not archived: the case is what code decides by; `sentence` is what the manifest
/// records under `skipped[].reason` and what warnings say.
package enum SkipReason: Equatable, Sendable, Codable, CustomStringConvertible {
    /// Not evidence of any kind collect knows (listed, not warned about).
    case notRecognized
    /// A named input that does not exist, with `--skip-missing`.
    case missing
    case nestedTooDeep(limit: Int)
    case nameNotUTF8
    case vanished
    case danglingLink(target: String)
    case linkToNonBundleDirectory
    case linkOutsideInput(target: String)
    case unreadableDirectory(String)
    case appWithoutInfoPlist
    case notRegularFile
    case unreadable(String)
    case unreadableDirectoryInBundle(String)
    case unreadableLinkInBundle
    case linkToDirectoryInBundle
    case linkOutsideBundle(target: String)
    case normalisationClash
    case keptChanging
    /// A link or a FIFO put where a file stood after the walk listed it (`FileReader(listed:)`).
    case replacedByLink
    case replacedByNonRegularFile
    /// It holds secrets that cannot be redacted: the sentence names the file's kind and why.
    case unredactableSecrets(String)
    /// A sentence this version does not write (a manifest from another version).
    case other(String)

    /// The cases without a payload, with their sentences: one table for writing and reading them.
    private static let fixedSentences: [(reason: SkipReason, sentence: String)] = [
        (.notRecognized, "not recognised as evidence"),
        (.missing, "does not exist (--skip-missing)"),
        (.nameNotUTF8, "its name is not valid UTF-8, so it cannot be named in the archive"),
        (.vanished, "vanished while being read"),
        (.linkToNonBundleDirectory, "symbolic link to a directory that is not a result bundle, not followed"),
        (.appWithoutInfoPlist, "app bundle without Info.plist"),
        (.notRegularFile, "not a regular file"),
        (.unreadableLinkInBundle, "unreadable or dangling link in a result bundle"),
        (.linkToDirectoryInBundle, "symbolic link to a directory inside a result bundle, not followed"),
        (.normalisationClash, "its name differs from another file's only by Unicode normalisation, and the archive cannot hold both"),
        (.keptChanging, "kept changing while it was being collected (a log still being written?)"),
        (.replacedByLink, "replaced by a symbolic link after collect listed it, not followed"),
        (.replacedByNonRegularFile, "replaced by something that is not a regular file (a FIFO, a device) after collect listed it, not read"),
    ]

    package var sentence: String {
        switch self {
        case .nestedTooDeep(let limit): "nested deeper than \(limit) directories"
        case .danglingLink(let target): "symbolic link to \(target), which does not exist"
        case .linkOutsideInput(let target): "symbolic link to \(target), outside the input, not followed"
        case .unreadableDirectory(let detail): "unreadable directory: \(detail)"
        case .unreadable(let detail): "unreadable: \(detail)"
        case .unreadableDirectoryInBundle(let detail): "unreadable directory in a result bundle: \(detail)"
        case .linkOutsideBundle(let target): "symbolic link to \(target), outside the result bundle, not followed"
        case .unredactableSecrets(let sentence), .other(let sentence): sentence
        default: Self.fixedSentences.first { $0.reason == self }?.sentence ?? ""
        }
    }

    package var description: String { sentence }

    /// The reason a manifest recorded, read back into its case: the manifest holds only the sentence,
    /// so this is the one place that reads it, inverting `sentence` (the tests hold every case to it).
    package init(recorded sentence: String) {
        if let fixed = Self.fixedSentences.first(where: { $0.sentence == sentence }) {
            self = fixed.reason
            return
        }
        func between(_ prefix: String, _ suffix: String) -> String? {
            guard sentence.count >= prefix.count + suffix.count, sentence.hasPrefix(prefix), sentence.hasSuffix(suffix) else { return nil }
            return String(sentence.dropFirst(prefix.count).dropLast(suffix.count))
        }
        if let limit = between("nested deeper than ", " directories").flatMap({ Int($0) }) {
            self = .nestedTooDeep(limit: limit)
        } else if let target = between("symbolic link to ", ", outside the result bundle, not followed") {
            self = .linkOutsideBundle(target: target)
        } else if let target = between("symbolic link to ", ", outside the input, not followed") {
            self = .linkOutsideInput(target: target)
        } else if let target = between("symbolic link to ", ", which does not exist") {
            self = .danglingLink(target: target)
        } else if let detail = between("unreadable directory in a result bundle: ", "") {
            self = .unreadableDirectoryInBundle(detail)
        } else if let detail = between("unreadable directory: ", "") {
            self = .unreadableDirectory(detail)
        } else if let detail = between("unreadable: ", "") {
            self = .unreadable(detail)
        } else if sentence.contains("secret") {
            // Every file left out for its secrets says so; no other sentence above mentions them.
            self = .unredactableSecrets(sentence)
        } else {
            self = .other(sentence)
        }
    }

    package init(from decoder: any Decoder) throws {
        self.init(recorded: try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(sentence)
    }
}
