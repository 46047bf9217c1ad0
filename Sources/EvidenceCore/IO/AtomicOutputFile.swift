#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output written to a temporary file beside its destination and renamed into place only when
/// complete, so a failed or interrupted run never leaves a partial file at the destination. On Linux
/// the temporary file is unnamed (O_TMPFILE) until it is complete, so even SIGKILL leaves nothing
/// behind; elsewhere it is a hidden `.<name>.tmp-*` removed on exit and on signals.
package final class AtomicOutputFile {
    package let destination: String
    /// The temporary file's name (O_TMPFILE: the name it is linked under just before the rename).
    package let temporaryPath: String
    package let descriptor: Int32
    private var isCommitted = false
    private let isUnnamed: Bool
    /// A character device (`-o /dev/null`): written as it is, nothing to rename.
    private let isDevice: Bool

    package init(destination: String) throws {
        self.destination = destination
        let directory = Self.directory(of: destination)
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): the directory \(directory) does not exist.")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(directory) is not a directory.")
        }
        var existing = stat()
        if lstat(destination, &existing) == 0 {
            // Replacing anything but a regular file (a device, a link's target) is not ours to do.
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw EvidenceError(.outputFailed, "Cannot write \(destination): it is a directory.")
            case S_IFLNK: throw EvidenceError(.outputFailed, "Cannot write \(destination): it is a symbolic link; name the file itself.")
            case S_IFCHR:
                // `/dev/null` (a check that the command runs, its output thrown away): no file to replace.
                let device = open(destination, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
                guard device >= 0 else { throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).") }
                descriptor = device
                temporaryPath = destination
                isUnnamed = false
                isDevice = true
                return
            default: throw EvidenceError(.outputFailed, "Cannot write \(destination): it is a fifo or socket, not a regular file or a character device.")
            }
        }
        isDevice = false
        let name = destination.split(separator: "/").last.map(String.init) ?? destination
        #if os(Linux)
        // Read-write: a signature is made from the bytes read back before they are renamed into place.
        let unnamed = open(directory, Self.temporaryFileFlag | O_RDWR | O_CLOEXEC, 0o644)
        #else
        let unnamed: Int32 = -1
        #endif
        if unnamed >= 0 {
            fchmod(unnamed, 0o644)
            descriptor = unnamed
            isUnnamed = true
            temporaryPath = "\(directory)/.\(name).tmp-\(getpid())-\(unnamed)"
            return
        }
        Self.removeStaleTemporaries(in: directory, name: name)
        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
        }
        fchmod(descriptor, 0o644)
        self.descriptor = descriptor
        self.isUnnamed = false
        self.temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        TemporaryFileCleanup.register(temporaryPath)
    }

    #if os(Linux)
    /// O_TMPFILE (__O_TMPFILE | O_DIRECTORY), a macro Swift does not import.
    static let temporaryFileFlag: Int32 = 0o20000000 | O_DIRECTORY
    #endif

    /// The SHA-256 of what has been written so far, read back from the file itself: what `collect
    /// --sign` signs is exactly the bytes that will be renamed into place.
    package func writtenSHA256() throws -> String {
        let hasher = SHA256Hasher()
        let size = 256 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        var offset: off_t = 0
        while true {
            let count = pread(descriptor, buffer, size, offset)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw EvidenceError(.outputFailed, "Cannot read back \(destination) to sign it: \(SystemError.text(errno)).")
            }
            if count == 0 { return hasher.finalizeHex() }
            hasher.update(UnsafeRawBufferPointer(start: buffer, count: count))
            offset += off_t(count)
        }
    }

    /// Flushes to disk and renames over the destination.
    package func commit() throws {
        if isDevice {
            isCommitted = true
            return
        }
        guard fsync(descriptor) == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
        }
        if isUnnamed {
            // Named only now, complete, and renamed over the destination at once.
            #if os(Linux)
            unlink(temporaryPath)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporaryPath, 0x400 /* AT_SYMLINK_FOLLOW */) == 0 else {
                throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
            }
            TemporaryFileCleanup.register(temporaryPath)
            #endif
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = SystemError.text(errno)
            if isUnnamed { unlink(temporaryPath) }
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(reason).")
        }
        isCommitted = true
        TemporaryFileCleanup.unregister(temporaryPath)
    }

    /// Where a named temporary file is needed, one a killed run left (`.<name>.tmp-*`, untouched for
    /// a day, so never a running collect's) is removed.
    static func removeStaleTemporaries(in directory: String, name: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let prefix = ".\(name).tmp-"
        let dayAgo = time(nil) - 86_400
        while let entry = readdir(stream) {
            let candidate = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard candidate.hasPrefix(prefix), candidate.count == prefix.count + 6 else { continue }
            var info = stat()
            let path = "\(directory)/\(candidate)"
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            if modified < dayAgo { unlink(path) }
        }
    }

    /// Refuses to write over one of the files being collected, or inside a result bundle being
    /// collected (its temporary file would be collected too).
    package func refuseInside(_ sources: [String]) throws {
        let directory = CanonicalPath.of(Self.directory(of: destination))
        let name = destination.split(separator: "/").last.map(String.init) ?? destination
        let target = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
        for source in sources {
            let canonical = CanonicalPath.of(source)
            if canonical == target {
                throw EvidenceError(.usage, "--output \(destination) is one of the files being collected (\(source)); write the archive elsewhere.")
            }
        }
    }

    /// Refuses an output that is one of the command's inputs — the same file, by device and inode
    /// (links and other spellings resolved, hard links too): writing there would replace the evidence
    /// with what was made from it. Called before anything is written.
    package static func refuse(_ destination: String, namingAnyOf inputs: [String]) throws {
        guard let target = FileLocation.of(destination) else { return }
        for input in inputs where FileLocation.of(input) == target {
            let which = input == destination ? "" : " (\(input))"
            throw EvidenceError(.usage, "--output \(destination) is one of the inputs\(which); writing there would replace it, so write the output elsewhere.")
        }
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    deinit {
        close(descriptor)
        if !isCommitted, !isUnnamed, !isDevice {
            unlink(temporaryPath)
            TemporaryFileCleanup.unregister(temporaryPath)
        }
    }
}
