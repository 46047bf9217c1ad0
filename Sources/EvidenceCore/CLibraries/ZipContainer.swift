import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A zip holding one evidence archive — what a CI artifact download gives — read in place: the zip
/// format only (a zip is a container here, never evidence itself), positioned at that archive, whose
/// bytes `read` hands out as if they were a file's.
final class ZipContainer {
    private let zip: OpaquePointer
    /// The archive's name inside the zip.
    let entryName: String

    /// Extensions of the archives `evidence collect` writes, to find one among a zip's files.
    static let archiveExtensions = [".tgz", ".tar.gz", ".tar.zst", ".tzst", ".tar"]

    init(path: String) throws {
        (zip, entryName) = try Self.openSingleArchive(inZip: path)
    }

    /// Up to `capacity` bytes of the archive; 0 at its end, -1 on an error.
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int {
        let count = archive_read_data(zip, buffer, capacity)
        return count < 0 ? -1 : count
    }

    deinit {
        archive_read_free(zip)
    }

    /// A zip file starts with a local file header (`PK\3\4`), or is an empty zip (`PK\5\6`).
    static func isZip(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var magic = [UInt8](repeating: 0, count: 4)
        guard SystemCall.read(descriptor, &magic, 4) == 4 else { return false }
        return magic == [0x50, 0x4B, 0x03, 0x04] || magic == [0x50, 0x4B, 0x05, 0x06]
    }

    /// A reader of the zip (the zip format only: a zip is a container here, never evidence itself).
    private static func zipReader(_ path: String) throws -> OpaquePointer {
        guard let zip = archive_read_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a reader")
        }
        archive_read_support_format_zip(zip)
        let result = archive_read_open_filename(zip, path, 256 * 1024)
        guard result == ARCHIVE_OK else {
            defer { archive_read_free(zip) }
            throw ArchiveError(code: result, message: ArchiveError.errorString(zip))
        }
        return zip
    }

    /// The zip positioned at its one evidence archive, and that archive's name. The files of the zip
    /// (not macOS's `__MACOSX/` and `.DS_Store` additions) must be one file, or hold exactly one
    /// archive by extension.
    /// Names that say a file is a log or a report, never an archive.
    static let textExtensions = [".log", ".txt", ".xml", ".junit", ".json", ".jsonl", ".md"]

    private static func openSingleArchive(inZip path: String) throws -> (OpaquePointer, String) {
        let listing = try zipReader(path)
        var names: [String] = []
        var entry: OpaquePointer?
        while true {
            let result = archive_read_next_header(listing, &entry)
            if result == ARCHIVE_EOF { break }
            if result < ARCHIVE_WARN {
                defer { archive_read_free(listing) }
                throw ArchiveError(code: result, message: "its zip cannot be read (\(ArchiveError.errorString(listing)))")
            }
            guard let entry, evidence_entry_filetype(entry) == evidence_AE_IFREG(), let raw = archive_entry_pathname(entry) else { continue }
            let name = String(cString: raw)
            if name.hasPrefix("__MACOSX/") || name.split(separator: "/").last == ".DS_Store" { continue }
            names.append(name)
        }
        archive_read_free(listing)
        // One file is the archive whatever its name, unless its name says it is a log or a report.
        let lone = names.count == 1 && !textExtensions.contains { names[0].lowercased().hasSuffix($0) }
        let archives = lone ? names : names.filter { name in archiveExtensions.contains { name.lowercased().hasSuffix($0) } }
        guard archives.count == 1, let chosen = archives.first else {
            if archives.isEmpty {
                throw ArchiveError(
                    code: ARCHIVE_FATAL,
                    message: "the zip holds no evidence archive (\(archiveExtensions.joined(separator: ", "))) among its \(names.count) file\(names.count == 1 ? "" : "s") (\(names.prefix(3).joined(separator: ", "))): unzip it; a log or JUnit file is collected first ('evidence collect <the unzipped folder> --output run.tgz')")
            }
            throw ArchiveError(code: ARCHIVE_FATAL, message: "the zip holds \(archives.count) evidence archives (\(archives.prefix(5).joined(separator: ", "))); expected exactly one: unzip it and name the archive")
        }
        let zip = try zipReader(path)
        while archive_read_next_header(zip, &entry) == ARCHIVE_OK {
            if let entry, let raw = archive_entry_pathname(entry), String(cString: raw) == chosen { return (zip, chosen) }
        }
        defer { archive_read_free(zip) }
        throw ArchiveError(code: ARCHIVE_FATAL, message: "its zip changed while it was read")
    }

}
