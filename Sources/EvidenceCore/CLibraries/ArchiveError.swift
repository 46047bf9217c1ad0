import CArchive

/// A libarchive failure, turned into a Swift error where the C call returns.
public struct ArchiveError: CLibraryError {
    public var code: Int32
    public var message: String
    public var description: String { message }

    /// Reads the handle's error string; ARCHIVE_WARN counts as an error (a warning from libarchive
    /// means something was not archived the way it was asked).
    static func check(_ result: Int32, _ handle: OpaquePointer, _ action: String) throws {
        guard result != ARCHIVE_OK else { return }
        throw ArchiveError(code: result, message: "\(action): \(errorString(handle))")
    }

    static func errorString(_ handle: OpaquePointer) -> String {
        if let text = archive_error_string(handle) { return String(cString: text) }
        return "libarchive error \(archive_errno(handle))"
    }
}

/// An error of a C library wrapper (libarchive, zlib, libzstd): `message` says what failed.
public protocol CLibraryError: Error, CustomStringConvertible {
    var message: String { get }
}
