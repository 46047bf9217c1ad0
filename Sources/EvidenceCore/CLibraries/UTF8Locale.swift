#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libarchive 3.6 converts entry names through the C locale and crashes on non-ASCII names under
/// the default "C" locale; a UTF-8 LC_CTYPE makes names round-trip. The locale is the process's: the
/// executable's `main` and the tests' one-time setup set it before any command runs; the readers and
/// writers ensure it too, for code that uses the library directly.
package enum UTF8Locale {
    private static let once: Void = {
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }()

    package static func ensure() { _ = once }
}
