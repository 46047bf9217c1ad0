extension ArchiveReader.Entry {
    /// Why an entry is refused outright (nil: it is an ordinary file or directory), and whether
    /// reading must stop there (a sparse entry's declared size is no measure of its real bytes).
    package var refusal: (reason: String, stop: Bool)? {
        if isSparse { return ("is a sparse entry declaring \(size) bytes; not read", true) }
        switch kind {
        case .hardLink: return ("is a hard link; an evidence archive holds only regular files", false)
        case .symbolicLink: return ("is a symbolic link; an evidence archive holds only regular files", false)
        case .special: return ("is a device, fifo or socket; an evidence archive holds only regular files", false)
        case .regular, .directory: break
        }
        if path.hasPrefix("/") { return ("is an absolute path", false) }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return ("leaves the archive through '..'", false)
        }
        return nil
    }
}
