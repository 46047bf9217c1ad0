#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A path with its links and `.`/`..` resolved (`realpath(3)`), to compare where two paths lead;
/// the path itself when it cannot be resolved (it does not exist yet).
package enum CanonicalPath {
    package static func of(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
