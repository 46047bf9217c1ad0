import EvidenceCore
import Foundation

/// Extracts what the tests attached (screenshots, recordings, files) from result bundles — a bundle
/// directory, or the bundles inside a `run.tgz` in one more streaming pass — into a folder, one
/// sub-folder per test, for `evidence xcresult --attachments DIR`. The report names these files by
/// their archive paths; this gets them out without Xcode.
package enum XCResultAttachmentExtractor {
    /// One file to write: the test it belongs to, the attachment's name, its object.
    package struct Item: Sendable, Equatable {
        package var test: TestIdentifier
        package var name: String
        package var objectID: String
        /// The bundle, as the document names it (`<archive>:xcresult/App.xcresult` inside an archive).
        package var bundlePath: String
        /// Where the report names it: `<bundle>/Data/data.<id>`, its path in the archive.
        package var path: String
        /// Its size as the bundle stores it, when known.
        package var size: Int64?
    }

    /// What was written, and what was not (an attachment too large or missing), in one sentence each.
    package struct Outcome: Sendable {
        package var written: [(path: String, bytes: Int)] = []
        package var problems: [String] = []
    }

    /// An attachment may expand to this much; a larger one (a long screen recording) is named, not written.
    package static let attachmentLimit = 256 * 1024 * 1024

    /// The attachments of failed tests, or of the test named (`Suite/name`, any status, module optional).
    package static func items(_ documents: [XCResultDocument], test: String?) -> [Item] {
        documents.flatMap { document in
            let sizes = Dictionary(document.runs.flatMap(\.attachments).compactMap { attachment in attachment.objectID.map { ($0, attachment.size) } },
                                   uniquingKeysWith: { first, _ in first })
            return document.testRunReport().tests.filter { result in
                guard let test else { return result.status == .failed }
                return result.id.description == test || "\(result.id.suite)/\(result.id.name)" == test
            }.flatMap { result in
                result.attachments.compactMap { pointer -> Item? in
                    // The report names an attachment by its object's path: `<bundle>/Data/data.<id>`.
                    guard let objectID = pointer.path.components(separatedBy: "/Data/data.").last, XCResultObjectStore.isValidID(objectID) else { return nil }
                    return Item(test: result.id, name: pointer.excerpt ?? "attachment", objectID: objectID, bundlePath: document.bundlePath,
                                path: pointer.path, size: sizes[objectID] ?? nil)
                }
            }
        }
    }

    /// `DIR/<Module.Suite.name>/<n>-<name>`: no separator or leading dot from the evidence reaches the path.
    package static func destination(of item: Item, index: Int, in directory: String) -> String {
        func safe(_ text: String) -> String {
            let cleaned = String(text.map { $0 == "/" || $0 == "\\" || $0 == ":" || $0.isNewline ? "_" : $0 }.prefix(120))
            return cleaned.drop { $0 == "." }.isEmpty ? "attachment" : String(cleaned.drop { $0 == "." })
        }
        let folder = safe("\(test(item.test))")
        return "\(directory)/\(folder)/\(index + 1)-\(safe(item.name))"
    }

    private static func test(_ id: TestIdentifier) -> String {
        [id.module, id.suite, id.name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
    }

    /// Writes the items of a bundle directory.
    package static func extract(_ items: [Item], bundlePath: String, to directory: String) throws -> Outcome {
        let store = try XCResultObjectStore(storage: XCResultDirectoryStorage(bundlePath: bundlePath))
        var outcome = Outcome()
        for (index, item) in items.enumerated() {
            do {
                let bytes = try store.payload(item.objectID, role: "attachment \(item.name)", limit: attachmentLimit)
                try write(bytes, to: destination(of: item, index: index, in: directory), outcome: &outcome)
            } catch let error as EvidenceError {
                outcome.problems.append(error.message)
            }
        }
        return outcome
    }

    /// Writes the items of bundles inside an archive: one pass over its entries.
    package static func extract(_ items: [Item], archivePath: String, to directory: String) throws -> Outcome {
        // `<archive>:xcresult/App.xcresult` + `/Data/data.<id>` is the entry's path after the colon.
        var wanted: [String: [(Int, Item)]] = [:]
        for (index, item) in items.enumerated() {
            let bundle = item.bundlePath.hasPrefix(archivePath + ":") ? String(item.bundlePath.dropFirst(archivePath.count + 1)) : item.bundlePath
            wanted["\(bundle)/Data/data.\(item.objectID)", default: []].append((index, item))
        }
        var outcome = Outcome()
        let missing = try payloads(Set(wanted.keys), archivePath: archivePath, limit: attachmentLimit) { path, bytes in
            for (index, item) in wanted[path] ?? [] {
                guard let bytes else {
                    outcome.problems.append("\(path): the attachment \(item.name) is larger than \(attachmentLimit >> 20) MiB; not written.")
                    continue
                }
                try write(bytes, to: destination(of: item, index: index, in: directory), outcome: &outcome)
            }
        }
        for path in missing { outcome.problems.append("\(path) is not in the archive (collect keeps a bundle's attachments; was it cut?).") }
        return outcome
    }

    /// Reads attachment objects out of an archive by their entry paths, in one streaming pass:
    /// `body` gets each one's bytes (decompressed), or nil when they would pass `limit`. Returns the
    /// paths not found, sorted.
    package static func payloads(_ paths: Set<String>, archivePath: String, limit: Int, _ body: (String, [UInt8]?) throws -> Void) throws -> [String] {
        var wanted = paths
        let reader: ArchiveReader
        do {
            reader = try ArchiveReader(path: archivePath)
        } catch let error as ArchiveError {
            throw EvidenceError(.malformedInput, "\(archivePath) cannot be read as an archive: \(error.message).")
        }
        let decoder = try ZstdDecoder()
        do {
            while !wanted.isEmpty, let entry = try reader.nextEntry() {
                guard entry.isRegularFile, entry.refusal == nil, wanted.remove(entry.path) != nil else { continue }
                var stored: [UInt8] = []
                var tooLarge = false
                try reader.readData { chunk in
                    if stored.count + chunk.count > limit { tooLarge = true } else if !tooLarge { stored += chunk }
                }
                guard !tooLarge else {
                    try body(entry.path, nil)
                    continue
                }
                try body(entry.path, stored.starts(with: ZstdDecoder.frameMagic) ? try decoder.decompress(stored, limit: limit) : stored)
            }
        } catch let error as ArchiveError {
            throw EvidenceError(.malformedInput, "\(archivePath) is damaged: \(error.message).")
        } catch let error as ZstdError {
            throw EvidenceError(.malformedInput, "\(archivePath): an attachment does not decompress: \(error.message).")
        }
        return wanted.sorted()
    }

    /// `.jpg`, `.png`… by the bytes' magic, when the name has no extension of its own (XCTest names a
    /// screenshot `kXCTAttachmentLegacyScreenImageData`): the file opens in a viewer.
    static func fileExtension(of bytes: [UInt8], name: String) -> String {
        let last = name.split(separator: "/").last ?? Substring(name)
        if let dot = last.lastIndex(of: "."), last.distance(from: dot, to: last.endIndex) <= 6, dot != last.startIndex { return "" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return ".jpg" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return ".png" }
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) { return ".plist" }
        if bytes.count > 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            return brand.hasPrefix("hei") || brand.hasPrefix("mif") ? ".heic" : ".mov"
        }
        return String(validating: bytes.prefix(4096), as: UTF8.self) != nil ? ".txt" : ""
    }

    private static func write(_ bytes: [UInt8], to path: String, outcome: inout Outcome) throws {
        let path = path + fileExtension(of: bytes, name: path)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw EvidenceError(.outputFailed, "Cannot create \(folder): \(error.localizedDescription).")
        }
        let file = try AtomicOutputFile(destination: path)
        let failure = bytes.withUnsafeBytes { SystemCall.writeAll(file.descriptor, $0) }
        guard failure == 0 else { throw EvidenceError(.outputFailed, "Cannot write \(path): \(SystemError.text(failure)).") }
        try file.commit()
        outcome.written.append((path, bytes.count))
    }
}
